import { Field } from '@/web/components/forms/field';
import { Input } from '@/web/components/ui/input';
import type { PlanFormValues } from './plan-form';

const AGES = [
  { name: 'minEntryAge', label: 'Youngest age' },
  { name: 'maxEntryAge', label: 'Oldest age' },
] as const;

/**
 * Who underwrites the plan and the ages at which a person can join it, as the plans page shows them; under the plan
 * form's FormProvider.
 */
export function PlanTermsFields({ idOf }: { idOf: (name: string) => string }) {
  return (
    <>
      <Field<PlanFormValues> name="underwriter" id={idOf('underwriter')} label="Underwriter">
        {(control) => <Input autoComplete="off" {...control} />}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        {AGES.map(({ name, label }) => (
          <Field<PlanFormValues> key={name} name={name} id={idOf(name)} label={label}>
            {(control) => <Input inputMode="numeric" autoComplete="off" {...control} />}
          </Field>
        ))}
      </div>
    </>
  );
}
