import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { TransferLine } from '@/domain/payments/bank-transfer';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { copyText, selectText } from '@/web/lib/copy-text';

export const COPIED = 'Copied';
export const COPY_BY_HAND = 'Could not copy: the value is selected, copy it with your device';

/**
 * One value of the transfer instructions with its 'Copy <what>' button. A code (a number, a SWIFT code) stays on
 * one line and a name wraps only between words, so nothing is split where a payer would mistype it; the button
 * moves under the value when both do not fit.
 */
export function CopyValueRow({ line, onCopy }: { line: TransferLine; onCopy: (message: string) => void }) {
  const value = useRef<HTMLSpanElement>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    if (await copyText(line.copyValue)) {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
      onCopy(COPIED);
    } else {
      if (value.current) selectText(value.current);
      onCopy(COPY_BY_HAND);
    }
  };

  return (
    <div className="flex flex-col gap-1 border-t border-brand-100 py-3 first:border-t-0 first:pt-0 last:pb-0">
      <dt className="text-sm text-ink-muted">{line.label}</dt>
      {/* The value grows from 7rem and wraps inside itself, so the button stays beside it; only a code too long
          for the line (which never wraps) sends the button below. */}
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          ref={value}
          className={cn(
            'flex-[1_1_7rem] font-semibold text-ink',
            line.kind === 'code' ? 'font-mono text-lg whitespace-nowrap' : 'break-normal',
          )}
        >
          {line.value}
        </span>
        <Button
          type="button"
          variant="outline"
          className="px-4"
          aria-label={`Copy ${line.what}`}
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </dd>
    </div>
  );
}
