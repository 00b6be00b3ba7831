import { Button } from '@/web/components/ui/button';

/** A list or page whose request failed: what could not be loaded, and a button that asks again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-8"
    >
      <p className="font-semibold text-ink">We could not load {what} just now.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
