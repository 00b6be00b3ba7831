import { Logo } from '@/web/components/brand/logo';

export function LoadingScreen() {
  return (
    <div className="grid min-h-dvh place-items-center bg-canvas" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <Logo className="text-2xl" />
        <p className="text-ink-muted">Loading...</p>
      </div>
    </div>
  );
}
