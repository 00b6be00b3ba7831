import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';

/** Three rows' shapes, while a list's first rows load. */
export const LIST_ROWS = ['h-20', 'h-20', 'h-20'];

interface LoadingBlocksProps {
  /** Announced once for the whole region: 'Loading the order'. */
  label: string;
  /** One skeleton per class list, in the shapes of what is coming: ['h-48', 'h-32']. */
  blocks: readonly string[];
  className?: string;
}

/** The skeleton of a console page or list while its data loads. */
export function LoadingBlocks({ label, blocks, className = 'gap-3' }: LoadingBlocksProps) {
  return (
    <div aria-busy="true" aria-label={label} className={cn('flex flex-col', className)}>
      {blocks.map((block, index) => (
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}

interface LoadFailedProps {
  /** 'Could not load the order'. */
  title: string;
  /** The server's explanation, when the page shows it. */
  message?: string;
  onRetry: () => void;
}

/** A failed read, with 'Try again'. */
export function LoadFailed({ title, message, onRetry }: LoadFailedProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        {message}
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  pending: ReactNode;
  /** The failure's title: 'Could not load funeral plans'. */
  failed: string;
  children: (data: Data) => ReactNode;
}

/** One query's three states on a console page: its skeleton, its failure with 'Try again', its data. */
export function QueryView<Data>({ query, pending, failed, children }: QueryViewProps<Data>) {
  if (query.isPending) return pending;
  if (query.isError)
    return <LoadFailed title={failed} message={query.error.message} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
