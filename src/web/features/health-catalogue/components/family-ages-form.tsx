import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { FamilyAgesFormSchema, MAX_FAMILY_PEOPLE } from '@/domain/catalogue/family-ages';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { CHECKED_ON_SUBMIT } from '@/web/lib/checked-on-submit';
import { schemaResolver } from '@/web/lib/schema-resolver';

interface FamilyAgesFormProps {
  /** The ages in force (from the address), which the fields start with. */
  ages: readonly number[];
  /** Until the page runs in the browser the form would do nothing, so its controls say so. */
  disabled: boolean;
  onApply: (ages: number[]) => void;
}

/** One person's line: `key` makes its field's id, which stays while lines before it come and go. */
type Values = { ages: Array<{ key: number; text: string }> };

/**
 * The ages of the people to cover, one field each, added and removed freely. 'Show prices' reads every field with
 * the domain's rule and either applies the ages or puts a message beside each field that needs one.
 */
export function FamilyAgesForm({ ages, disabled, onApply }: FamilyAgesFormProps) {
  const form = useForm<Values, unknown, number[]>({
    resolver: schemaResolver<Values, number[]>(FamilyAgesFormSchema),
    // Keys are the positions to start with, on the server as in the browser, so the prerendered ids hydrate as they are.
    defaultValues: {
      ages: (ages.length > 0 ? ages.map(String) : ['']).map((text, key) => ({ key, text })),
    },
    ...CHECKED_ON_SUBMIT,
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ages' });
  const idPrefix = useId();
  const idOfKey = (key: number | undefined) => `${idPrefix}-age-${key}`;
  // The error summary's path ('ages.1.text' is person 2) to its field's id.
  const idOf = (path: string) => idOfKey(fields[Number(path.split('.')[1])]?.key);
  const focusSoon = (index: number) => requestAnimationFrame(() => form.setFocus(`ages.${index}.text`));

  const add = () => {
    append({ key: Math.max(-1, ...fields.map((e) => e.key)) + 1, text: '' }, { shouldFocus: false });
    focusSoon(fields.length);
  };
  const drop = (index: number) => {
    remove(index);
    focusSoon(Math.min(index, fields.length - 2));
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((chosen) => onApply(chosen))}
        className="flex flex-col gap-4"
      >
        <ErrorSummary errors={form.formState.errors} focusKey={form.formState.submitCount} idOf={idOf} />
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
          {fields.map((e, index) => (
            <li key={e.key}>
              <Field<Values>
                name={`ages.${index}.text`}
                id={idOfKey(e.key)}
                label={`Age of person ${index + 1}`}
              >
                {(control) => (
                  <div className="flex gap-1">
                    <Input
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={4}
                      disabled={disabled}
                      {...control}
                    />
                    {fields.length > 1 && (
                      <Button type="button" variant="ghost" size="icon" onClick={() => drop(index)}>
                        <X aria-hidden="true" />
                        <span className="sr-only">Remove person {index + 1}</span>
                      </Button>
                    )}
                  </div>
                )}
              </Field>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          {fields.length < MAX_FAMILY_PEOPLE ? (
            <Button type="button" variant="outline" onClick={add} disabled={disabled}>
              <Plus aria-hidden="true" /> Add a person
            </Button>
          ) : (
            <p className="self-center text-sm text-ink-muted">Up to {MAX_FAMILY_PEOPLE} people at once.</p>
          )}
          <Button type="submit" disabled={disabled}>
            Show prices
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
