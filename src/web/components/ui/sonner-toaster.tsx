/**
 * Sonner, styled: loaded on the first toast by ./toaster, so no page pays for it (34 KB and a style sheet it injects
 * as it loads) before it has something to say.
 */
import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

export { toast } from 'sonner';

// Sonner's stock rich colours miss AA (e.g. error text 4.3:1); these brand pairs are all >= 7:1.
const richColors = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-line)',
  '--normal-text': 'var(--color-ink)',
  '--success-bg': 'var(--color-success-50)',
  '--success-border': 'var(--color-success-100)',
  '--success-text': 'var(--color-success-800)',
  '--info-bg': 'var(--color-brand-50)',
  '--info-border': 'var(--color-brand-100)',
  '--info-text': 'var(--color-brand-900)',
  '--warning-bg': 'var(--color-accent-50)',
  '--warning-border': 'var(--color-accent-200)',
  '--warning-text': 'var(--color-accent-900)',
  '--error-bg': 'var(--color-danger-50)',
  '--error-border': 'var(--color-danger-100)',
  '--error-text': 'var(--color-danger-800)',
} as CSSProperties;

interface SonnerToasterProps extends ToasterProps {
  /** Called once the toaster is on the page, so a toast is added to a live region that already exists. */
  onMounted?: () => void;
}

/** One toast at a time keeps small screens uncluttered. */
export function SonnerToaster({ style, toastOptions, onMounted, ...props }: SonnerToasterProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <Sonner
      theme="light"
      position="top-center"
      visibleToasts={1}
      richColors
      closeButton
      style={{ ...richColors, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          // Sonner's own CSS is unlayered, so these need `!` to win; 24px close meets WCAG 2.5.8.
          toast: 'font-sans! text-sm!',
          closeButton: 'size-6!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
