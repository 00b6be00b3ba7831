import { useForm } from 'react-hook-form';
import {
  entryChoice,
  PARTNER_KIND_LABELS,
  PARTNER_KINDS,
  PartnerEntryChoiceSchema,
  type CatalogueEntry,
  type CreatePartner,
} from '@/domain/partners/partner';
import { SummarisedForm } from '@/web/components/forms/summarised-form';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { controlClasses } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { cn } from '@/web/lib/cn';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { showSaveError } from '../../components/save-error';
import { useCreatePartner } from '../api/admin-partners';

type Values = { entry: string };
const idOf = (name: string) => `partner-${name}`;

/** Makes the organisation of a catalogue entry that has none yet, chosen from the catalogue grouped by kind. */
export function PartnerCreateForm({ entries }: { entries: CatalogueEntry[] }) {
  const create = useCreatePartner();
  const form = useForm<Values, unknown, CreatePartner>({
    resolver: schemaResolver<Values, CreatePartner>(PartnerEntryChoiceSchema),
    defaultValues: { entry: '' },
    shouldFocusError: false,
  });
  const free = entries.filter((entry) => entry.organisationId === null);
  const submit = (values: CreatePartner) =>
    create.mutate(values, {
      onSuccess: (organisation) => {
        form.reset();
        toast.success(`${organisation.name} added as a partner`);
      },
      // The server's catalogueRef message belongs to the one field this form has.
      onError: (error) => showSaveError(error, (_name, message) => form.setError('entry', message)),
    });
  return (
    <SummarisedForm
      form={form}
      onSubmit={submit}
      title={{ id: 'partner-form-title', text: 'Add a partner' }}
      legend="New partner organisation"
      idOf={idOf}
      busy={create.isPending}
    >
      <Field<Values>
        name="entry"
        id={idOf('entry')}
        label="From the catalogue"
        hint="Health providers, realty providers and funeral underwriters without an organisation yet"
      >
        {(control) => (
          <select {...control} className={cn(controlClasses, 'min-h-11 py-2')}>
            <option value="">Choose a partner</option>
            {PARTNER_KINDS.map((kind) => (
              <optgroup key={kind} label={PARTNER_KIND_LABELS[kind]}>
                {free
                  .filter((entry) => entry.kind === kind)
                  .map((entry) => (
                    <option key={entryChoice(entry)} value={entryChoice(entry)}>
                      {entry.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" className="self-start">
        {create.isPending ? 'Adding...' : 'Add partner'}
      </Button>
    </SummarisedForm>
  );
}
