import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { OTHER_RELATIONSHIPS } from '@/domain/funeral/funeral-application.schema';
import { CHILD_MAX_AGE_EXCLUSIVE, type CoverRule } from '@/domain/funeral/funeral-cover-rules';
import { Button } from '@/web/components/ui/button';
import { emptyOther, emptyPerson, relationshipOptions, type FuneralFormValues } from '../flow/form-values';
import { errorAt, PersonCard } from './person-fields';

const OTHER_OPTIONS = relationshipOptions(OTHER_RELATIONSHIPS);

function RemoveButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onClick}>
      <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> {what}</span>
    </Button>
  );
}

function ListError({ name }: { name: 'children' | 'others' | 'spouse' }) {
  const { formState } = useFormContext<FuneralFormValues>();
  const message = errorAt(formState.errors, name);
  return message ? (
    // The error summary's link for the list lands here.
    <p id={name} tabIndex={-1} className="text-sm font-medium text-danger-700">
      {message}
    </p>
  ) : null;
}

function Spouse({ rule }: { rule: CoverRule }) {
  const { setValue, clearErrors } = useFormContext<FuneralFormValues>();
  const spouse = useWatch<FuneralFormValues, 'spouse'>({ name: 'spouse' });
  if (rule.spouse === 'none') return null;
  const remove = () => {
    setValue('spouse', null);
    clearErrors('spouse');
  };
  return (
    <div className="flex flex-col gap-3">
      <ListError name="spouse" />
      {spouse ? (
        <PersonCard
          prefix="spouse"
          legend="Spouse"
          action={rule.spouse === 'optional' && <RemoveButton what="spouse" onClick={remove} />}
        />
      ) : (
        <Button type="button" variant="outline" onClick={() => setValue('spouse', emptyPerson())}>
          <Plus aria-hidden="true" /> Add spouse
        </Button>
      )}
    </div>
  );
}

function Children({ rule }: { rule: CoverRule }) {
  const { control } = useFormContext<FuneralFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'children' });
  if (rule.maxChildren === 0) return null;
  const full = fields.length >= rule.maxChildren;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted" id="children-limit">
        This plan covers up to {rule.maxChildren} children under {CHILD_MAX_AGE_EXCLUSIVE}.
      </p>
      {fields.map((field, index) => (
        <PersonCard
          key={field.id}
          prefix={`children.${index}`}
          legend={`Child ${index + 1}`}
          action={<RemoveButton what={`child ${index + 1}`} onClick={() => remove(index)} />}
        />
      ))}
      <ListError name="children" />
      <Button
        type="button"
        variant="outline"
        disabled={full}
        aria-describedby="children-limit"
        onClick={() => append(emptyPerson())}
      >
        <Plus aria-hidden="true" /> Add child
      </Button>
    </div>
  );
}

function Others({ rule }: { rule: CoverRule }) {
  const { control } = useFormContext<FuneralFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'others' });
  if (rule.maxOthers === 0) return null;
  const single = rule.maxOthers === 1;
  return (
    <div className="flex flex-col gap-3">
      {!single && (
        <p className="text-sm text-ink-muted" id="others-limit">
          Name up to {rule.maxOthers} relatives to be covered.
        </p>
      )}
      {fields.map((field, index) => (
        <PersonCard
          key={field.id}
          prefix={`others.${index}`}
          legend={single ? 'Person to be covered' : `Family member ${index + 1}`}
          relationships={OTHER_OPTIONS}
          action={
            fields.length > rule.minOthers && (
              <RemoveButton what={`family member ${index + 1}`} onClick={() => remove(index)} />
            )
          }
        />
      ))}
      <ListError name="others" />
      {!single && (
        <Button
          type="button"
          variant="outline"
          disabled={fields.length >= rule.maxOthers}
          aria-describedby="others-limit"
          onClick={() => append(emptyOther())}
        >
          <Plus aria-hidden="true" /> Add family member
        </Button>
      )}
    </div>
  );
}

/** The people covered besides the principal member, exactly as the plan type allows (COVER_RULES). */
export function CoveredPeople({ rule }: { rule: CoverRule }) {
  return (
    <>
      <Spouse rule={rule} />
      <Children rule={rule} />
      <Others rule={rule} />
    </>
  );
}
