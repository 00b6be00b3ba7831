import { Field } from '@/web/components/forms/field';
import { SelectField } from '@/web/components/forms/select-field';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CreateProperty } from '@/domain/property/property-admin';
import { NIGERIAN_STATES, townsOf } from '@/domain/property/nigerian-locations';
import { OptionSelect } from '@/web/components/forms/option-select';
import type { ListingFormValues } from './property-form-values';

type ListingForm = UseFormReturn<ListingFormValues, unknown, CreateProperty>;

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state, label: state }));

/**
 * The listing's state and town, which the public list filters by; the towns offered are the chosen state's, and
 * choosing another state empties the town, so the pair the server checks is always one that belongs together.
 */
export function ListingPlaceFields({ form, busy }: { form: ListingForm; busy: boolean }) {
  const state = useWatch({ control: form.control, name: 'state' });
  const townOptions = townsOf(state).map((town) => ({ value: town, label: town }));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field<ListingFormValues, 'state'> name="state" label="State" controlled>
        {(a11y, field) => (
          <OptionSelect
            {...a11y}
            ref={field.ref}
            value={field.value}
            onValueChange={(next) => {
              field.onChange(next);
              if (next !== field.value) form.setValue('town', '', { shouldDirty: true });
            }}
            options={STATE_OPTIONS}
            placeholder="Choose a state"
            listClassName="max-h-72"
            disabled={busy}
          />
        )}
      </Field>
      {/* Until a state is chosen the town cannot be, so it says nothing: the state's message is the one to act on. */}
      <SelectField<ListingFormValues>
        name="town"
        label="Town"
        showError={!!state}
        options={townOptions}
        placeholder={state ? 'Choose a town' : 'Choose a state first'}
        listClassName="max-h-72"
        disabled={busy || !state}
      />
    </div>
  );
}
