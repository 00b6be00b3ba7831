import { Checkbox } from '@/web/components/ui/checkbox';
import { fieldA11y } from '@/web/components/ui/form-field';
import { Label } from '@/web/components/ui/label';

interface ConfirmRateFieldProps {
  id: string;
  /** The rate field's error, which says why the rate looks wrong: the checkbox is described by it too. */
  reasonId: string;
  error: string | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * Shown once the server has said a rate looks wrong (docs/decisions/060): ticking it saves the rate as typed, and
 * the audit log records that it was confirmed.
 */
export function ConfirmRateField({ id, reasonId, error, checked, onCheckedChange }: ConfirmRateFieldProps) {
  const a11y = fieldA11y(id, error);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          {...a11y}
          aria-describedby={[reasonId, a11y['aria-describedby']].filter(Boolean).join(' ')}
          checked={checked}
          onCheckedChange={(state) => onCheckedChange(state === true)}
        />
        <Label htmlFor={id} className="py-2">
          I have checked this rate: save it anyway
        </Label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
