import { useState } from 'react';
import { NIGERIAN_STATES, townsOf } from '@/domain/property/nigerian-locations';
import { FormField } from '@/web/components/ui/form-field';
import { controlClasses } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';

const selectClasses = cn(controlClasses, 'min-h-11 py-2');

// Shared by the real-estate filter and the hospital finder (issue 15, point 1).

interface LocationFieldsProps {
  state: string | undefined;
  town: string | undefined;
}

/**
 * State and town as native selects, which a form submits without React (decision 027). The towns are the chosen
 * state's: React follows the state as it changes; a page React does not run shows the towns of the state in force
 * (none before a state is chosen, so the visitor chooses a state, then its town), and the page drops a town that
 * is not the state's (propertyFilterFromParams).
 */
export function LocationFields({ state, town }: LocationFieldsProps) {
  const [chosenState, setChosenState] = useState(state ?? '');
  const towns = townsOf(chosenState);
  return (
    <fieldset className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Location</legend>
      <FormField id="state" label="State">
        <select
          id="state"
          name="state"
          defaultValue={state ?? ''}
          onChange={(event) => setChosenState(event.target.value)}
          className={selectClasses}
        >
          <option value="">Any state</option>
          {NIGERIAN_STATES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="town" label="Town">
        {/* A new list for each state: the town chosen in another state is not kept. */}
        <select
          key={chosenState}
          id="town"
          name="town"
          defaultValue={chosenState === (state ?? '') ? (town ?? '') : ''}
          disabled={towns.length === 0}
          className={selectClasses}
        >
          <option value="">{towns.length === 0 ? 'Choose a state first' : 'Any town'}</option>
          {towns.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
    </fieldset>
  );
}
