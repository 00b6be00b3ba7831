import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { RadioField } from '@/web/components/forms/radio-field';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Report a death">
      <ErrorSummary errors={errors} focusKey={form.formState.submitCount} />
      <p className="text-ink-muted">
        The cover {starts} on {formatDate(coverStart)}. A death by accident is covered from that day; a death
        from natural causes after {NATURAL_DEATH_WAITING_MONTHS} months.
      </p>
      <RadioField
        control={form.control}
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
        error={errors.personKey?.message}
        layout="column"
        labelClassName="wrap-anywhere"
      />
      <FormField id="dateOfDeath" label="Date of death" required error={errors.dateOfDeath?.message}>
        <Input
          type="date"
          aria-required
          className="max-w-56"
          {...form.register('dateOfDeath')}
          {...fieldA11y('dateOfDeath', errors.dateOfDeath?.message)}
        />
      </FormField>
      <RadioField
        control={form.control}
        name="cause"
        legend="Cause of death"
        options={CLAIM_CAUSES.map((cause) => ({ value: cause, label: CLAIM_CAUSE_LABELS[cause] }))}
        optionIdPrefix="cause"
        error={errors.cause?.message}
        layout="column"
      />
      <FormField
        id="file"
        label="Death certificate or burial permit"
        required
        description="A PDF, or a clear photo (JPEG, PNG or WebP), at most 10 MB."
        error={errors.file?.message}
      >
        <Input
          type="file"
          accept={ACCEPT}
          aria-required
          className="py-2"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            form.clearErrors('file');
          }}
          {...fieldA11y('file', errors.file?.message, true)}
        />
      </FormField>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-lg font-semibold text-ink">Account for the payout</legend>
        <p className="-mt-2 text-ink-muted">A Nigerian bank account. The cover is paid in naira.</p>
        <FormField id="bankName" label="Bank name" required error={errors.bankName?.message}>
          <Input
            aria-required
            autoComplete="off"
            {...form.register('bankName')}
            {...fieldA11y('bankName', errors.bankName?.message)}
          />
        </FormField>
        <FormField
          id="accountNumber"
          label="Account number (NUBAN)"
          required
          description="10 digits"
          error={errors.accountNumber?.message}
        >
          <Input
            inputMode="numeric"
            aria-required
            autoComplete="off"
            className="max-w-56"
            {...form.register('accountNumber')}
            {...fieldA11y('accountNumber', errors.accountNumber?.message, true)}
          />
        </FormField>
        <FormField id="accountName" label="Name on the account" required error={errors.accountName?.message}>
          <Input
            aria-required
            autoComplete="off"
            {...form.register('accountName')}
            {...fieldA11y('accountName', errors.accountName?.message)}
          />
        </FormField>
      </fieldset>
      <Button type="submit" size="lg" className="whitespace-normal" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Submit the claim'}
      </Button>
    </form>
  );
}
