/**
 * The app's toasts, with sonner loaded only when the first one is shown: a page that never toasts (most public
 * pages, most visits) neither downloads nor runs it. `toast.success` / `toast.error` take sonner's arguments.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

type ToastArguments = Parameters<typeof sonnerToast.success>;

const loadSonner = () => import('./sonner-toaster');

const LazySonnerToaster = lazy(async () => ({ default: (await loadSonner()).SonnerToaster }));

let toasterWanted = false;
const wantedListeners = new Set<() => void>();

let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of wantedListeners) listener();
}

function subscribeToWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function show(kind: 'success' | 'error', ...args: ToastArguments) {
  wantToaster();
  void Promise.all([loadSonner(), toasterMounted]).then(([sonner]) => sonner.toast[kind](...args));
}

export const toast = {
  success: (...args: ToastArguments) => show('success', ...args),
  error: (...args: ToastArguments) => show('error', ...args),
};

/** Mount once near the app root; it renders nothing until the first toast. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribeToWanted,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster onMounted={markToasterMounted} />
    </Suspense>
  );
}
