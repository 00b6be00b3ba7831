import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { calendarDateOf } from '@/domain/calendar-date';
import {
  CLAIM_CAUSE_LABELS,
  CLAIM_CAUSES,
  CLAIM_MESSAGES,
  NATURAL_DEATH_WAITING_MONTHS,
} from '@/domain/funeral/funeral-claim-rules';
import {
  FuneralClaimSchema,
  MAX_CLAIM_DOCUMENT_BYTES,
  type FuneralClaim,
  type FuneralClaimInput,
} from '@/domain/funeral/funeral-claim.schema';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { Field } from '@/web/components/forms/field';
import { RadioField } from '@/web/components/forms/radio-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { applyServerRefusal } from '@/web/lib/form-errors';
import { formatDate } from '@/web/lib/format-date';
import { schemaResolver } from '@/web/lib/schema-resolver';
import type { useSubmitClaim } from '../../api/funeral-claims';

/** A key per form: the same form sent twice makes one claim. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
type Values = FuneralClaimInput & { file?: string };
const SHOWN = [
  'personKey',
  'dateOfDeath',
  'cause',
  'bankName',
  'accountNumber',
  'accountName',
  'file',
] as const;

interface ClaimFormProps {
  people: Array<{ key: string; name: string; role: string }>;
  coverStart: string;
  submit: ReturnType<typeof useSubmitClaim>;
  onSubmitted: () => void;
}

/**
 * Reporting a death: who, when and how, the certificate, and the Nigerian account the cover is paid into. The
 * server checks the same rules (and the waiting period) and says on which field a refusal lies.
 */
export function ClaimForm({ people, coverStart, submit, onSubmitted }: ClaimFormProps) {
  const [idempotencyKey] = useState(newKey);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Values, unknown, FuneralClaim>({
    resolver: schemaResolver<Values, FuneralClaim>(FuneralClaimSchema),
    defaultValues: {
      personKey: '',
      dateOfDeath: '',
      cause: '' as never,
      bankName: '',
      accountNumber: '',
      accountName: '',
      idempotencyKey,
    },
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (claim) => {
    if (!file) return form.setError('file', { type: 'required', message: CLAIM_MESSAGES.document });
    if (file.size > MAX_CLAIM_DOCUMENT_BYTES) {
      return form.setError('file', { type: 'size', message: CLAIM_MESSAGES.documentTooLarge });
    }
    try {
      await submit.mutateAsync({ claim: { ...claim, idempotencyKey }, file });
      onSubmitted();
    } catch (error) {
      applyServerRefusal(error, form.setError, SHOWN);
    }
  });

  // The first premium paid today starts the cover tomorrow (docs/decisions/054).
  const starts = coverStart > calendarDateOf(new Date()) ? 'starts' : 'started';
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Report a death">
        <ErrorSummary errors={errors} focusKey={form.formState.submitCount} />
        <p className="text-ink-muted">
          The cover {starts} on {formatDate(coverStart)}. A death by accident is covered from that day; a
          death from natural causes after {NATURAL_DEATH_WAITING_MONTHS} months.
        </p>
        <RadioField<Values>
          name="personKey"
          legend="Who died"
          options={people.map((person) => ({
            value: person.key,
            label: (
              <>
                {person.name} <span className="font-normal text-ink-muted">({person.role})</span>
              </>
            ),
          }))}
          optionIdPrefix="person"
          layout="column"
          labelClassName="wrap-anywhere"
        />
        <Field<Values> name="dateOfDeath" label="Date of death" required>
          {(control) => <Input type="date" className="max-w-56" {...control} />}
        </Field>
        <RadioField<Values>
          name="cause"
          legend="Cause of death"
          options={CLAIM_CAUSES.map((cause) => ({ value: cause, label: CLAIM_CAUSE_LABELS[cause] }))}
          optionIdPrefix="cause"
          layout="column"
        />
        {/* The file stays out of the form's values: it is sent beside them, and checked on submit. */}
        <Field<Values, 'file'>
          name="file"
          label="Death certificate or burial permit"
          required
          hint="A PDF, or a clear photo (JPEG, PNG or WebP), at most 10 MB."
          controlled
        >
          {(a11y) => (
            <Input
              type="file"
              accept={ACCEPT}
              className="py-2"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                form.clearErrors('file');
              }}
              {...a11y}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-lg font-semibold text-ink">Account for the payout</legend>
          <p className="-mt-2 text-ink-muted">A Nigerian bank account. The cover is paid in naira.</p>
          <Field<Values> name="bankName" label="Bank name" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </Field>
          <Field<Values> name="accountNumber" label="Account number (NUBAN)" required hint="10 digits">
            {(control) => <Input inputMode="numeric" autoComplete="off" className="max-w-56" {...control} />}
          </Field>
          <Field<Values> name="accountName" label="Name on the account" required>
            {(control) => <Input autoComplete="off" {...control} />}
          </Field>
        </fieldset>
        <Button type="submit" size="lg" className="whitespace-normal" disabled={submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Submit the claim'}
        </Button>
      </form>
    </FormProvider>
  );
}
