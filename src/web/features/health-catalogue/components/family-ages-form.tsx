import { Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { MAX_FAMILY_PEOPLE, readAge } from '@/domain/catalogue/family-ages';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';

interface FamilyAgesFormProps {
  /** The ages in force (from the address), which the fields start with. */
  ages: readonly number[];
  /** Until the page runs in the browser the form would do nothing, so its controls say so. */
  disabled: boolean;
  onApply: (ages: number[]) => void;
}

interface Entry {
  key: number;
  text: string;
  error?: string;
}

/**
 * The ages of the people to cover, one field each, added and removed freely. 'Show prices' reads every field with
 * the domain's rule and either applies the ages or puts a message beside each field that needs one.
 */
export function FamilyAgesForm({ ages, disabled, onApply }: FamilyAgesFormProps) {
  // Keys are the positions to start with, on the server as in the browser, so the prerendered ids hydrate as they are.
  const [entries, setEntries] = useState<Entry[]>(() =>
    (ages.length > 0 ? ages.map(String) : ['']).map((text, key) => ({ key, text })),
  );
  const idPrefix = useId();
  // Failed submits, which move focus to the error summary.
  const [failures, setFailures] = useState(0);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusSoon = (key: number | undefined) =>
    requestAnimationFrame(() => key !== undefined && inputs.current.get(key)?.focus());

  const change = (key: number, text: string) =>
    setEntries((current) => current.map((e) => (e.key === key ? { ...e, text } : e)));
  const add = () => {
    const added = { key: Math.max(-1, ...entries.map((e) => e.key)) + 1, text: '' };
    setEntries([...entries, added]);
    focusSoon(added.key);
  };
  const remove = (index: number) => {
    const rest = entries.filter((_, at) => at !== index);
    setEntries(rest);
    focusSoon(rest[Math.min(index, rest.length - 1)]?.key);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A single empty field means no ages: the prices go back to per person.
    if (entries.length === 1 && entries[0]?.text.trim() === '') {
      setEntries([{ ...entries[0], error: undefined }]);
      return onApply([]);
    }
    const readings = entries.map((e, index) => readAge(e.text, index + 1));
    setEntries(
      entries.map((e, index) => {
        const reading = readings[index];
        return { ...e, error: reading && !reading.ok ? reading.message : undefined };
      }),
    );
    if (readings.some((reading) => !reading.ok)) return setFailures((count) => count + 1);
    onApply(readings.flatMap((reading) => (reading.ok ? [reading.age] : [])));
  };

  // The fields' messages as the error summary reads them ('ages.1' is person 2), and their fields' ids.
  const errors = {
    ages: entries.map((e) => (e.error ? { type: 'invalid', message: e.error } : undefined)),
  } as FieldErrors<{ ages: string[] }>;
  const idOf = (path: string) => `${idPrefix}-age-${entries[Number(path.split('.')[1])]?.key}`;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ErrorSummary errors={errors} focusKey={failures} idOf={idOf} />
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
        {entries.map((e, index) => {
          const id = `${idPrefix}-age-${e.key}`;
          return (
            <li key={e.key}>
              <FormField id={id} label={`Age of person ${index + 1}`} error={e.error}>
                <div className="flex gap-1">
                  <Input
                    ref={(element) => {
                      if (element) inputs.current.set(e.key, element);
                      else inputs.current.delete(e.key);
                    }}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={4}
                    value={e.text}
                    disabled={disabled}
                    onChange={(event) => change(e.key, event.target.value)}
                    {...fieldA11y(id, e.error)}
                  />
                  {entries.length > 1 && (
                    <Button type="button" variant="ghost" size="icon" onClick={() => remove(index)}>
                      <X aria-hidden="true" />
                      <span className="sr-only">Remove person {index + 1}</span>
                    </Button>
                  )}
                </div>
              </FormField>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        {entries.length < MAX_FAMILY_PEOPLE ? (
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
  );
}
