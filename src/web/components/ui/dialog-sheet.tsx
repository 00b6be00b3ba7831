import { useEffect, type ReactNode, type Ref } from 'react';
import { X } from 'lucide-react';
import { closeButtonClasses } from '@/web/components/ui/dialog';
import { followDialogCommands } from '@/web/lib/dialog-commands';
import { cn } from '@/web/lib/cn';

/**
 * The attributes of a button that opens the sheet `id`: the browser's invoker command, which needs no script where
 * supported, and lib/dialog-commands.ts elsewhere.
 */
export function opensDialog(id: string) {
  return { type: 'button', 'aria-haspopup': 'dialog', commandfor: id, command: 'show-modal' } as const;
}

interface DialogSheetProps {
  id: string;
  title: string;
  description: string;
  ref?: Ref<HTMLDialogElement>;
  children: ReactNode;
}

/**
 * A side sheet on the browser's own modal `<dialog>`: it traps focus, closes on Escape and gives focus back, with
 * or without React, so a page that is a plain document (decision 027) has the same sheet as the app. The close
 * button is a `method="dialog"` form, which closes it natively.
 */
export function DialogSheet({ id, title, description, ref, children }: DialogSheetProps) {
  useEffect(() => followDialogCommands(document), []);
  return (
    <dialog
      id={id}
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className={cn(
        'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85%] max-w-sm overflow-y-auto',
        'bg-surface p-5 text-ink shadow-xl backdrop:bg-brand-950/60',
        'open:flex open:flex-col open:gap-4 [--slide-from:100%_0] open:animate-slide-in',
      )}
    >
      <div className="grid gap-1.5 pr-10">
        <h2 id={`${id}-title`} className="text-lg leading-tight font-bold text-ink">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-sm text-ink-muted">
          {description}
        </p>
      </div>
      <form method="dialog" noValidate>
        <button type="submit" className={closeButtonClasses}>
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </button>
      </form>
      {children}
    </dialog>
  );
}
