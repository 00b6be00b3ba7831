import type { ReactNode } from 'react';

import { cn } from '@/web/lib/cn';
import { Label } from '@/web/components/ui/label';

/**
 * Props to spread on the control inside a FormField so it is labelled, flagged invalid and
 * linked to its error (and optionally its description) text.
 */
export function fieldA11y(id: string, error?: string, hasDescription = false) {
  const describedBy = [hasDescription ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': !!error || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

type FieldId = { id: string; htmlFor?: never } | { htmlFor: string; id?: never };

export type FormFieldProps = FieldId & {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  required?: boolean;
  /**
   * The control is a group (radios), which a label's `for` cannot name: the label gets the id `${id}-label`
   * instead, for the group's aria-labelledby.
   */
  group?: boolean;
  className?: string;
  /** The control; give it `{...fieldA11y(id, error)}`. */
  children: ReactNode;
};

export function FormField({
  label,
  error,
  description,
  required,
  group,
  className,
  children,
  ...ids
}: FormFieldProps) {
  const id = ids.id !== undefined ? ids.id : ids.htmlFor;
  return (
    <div data-slot="form-field" className={cn('flex flex-col gap-1.5', className)}>
      <Label {...(group ? { id: `${id}-label` } : { htmlFor: id })}>
        {label}
        {/* A visual cue only: the control carries aria-required, never `required`, which would bring the
            browser's own bubble instead of our messages. */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        )}
      </Label>
      {description && (
        <p id={`${id}-description`} className="-mt-0.5 text-sm text-ink-muted">
          {description}
        </p>
      )}
      {children}
      {/* Not a live region: the form's error summary announces the problems together, and the control reads its
          message through aria-describedby. The negative margin cancels the flex gap while it is empty. */}
      <p id={`${id}-error`} className="text-sm font-medium text-danger-700 empty:-mt-1.5">
        {error}
      </p>
    </div>
  );
}
