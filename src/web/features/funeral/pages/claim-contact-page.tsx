import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, type MetaFunction } from 'react-router';
import { ContactCodeRequestSchema } from '@/domain/funeral/claim-contact';
import { PROOF_MESSAGES, TypedCodeSchema } from '@/domain/orders/relative-proof';
import { Field } from '@/web/components/forms/field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { api, unwrap } from '@/web/lib/api-client';
import { applyRefusalOn } from '@/web/lib/form-errors';
import { CHECKED_ON_SUBMIT } from '@/web/lib/checked-on-submit';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { FuneralFrame } from '../components/funeral-frame';

export const meta: MetaFunction = () => [
  { title: 'Claim as a named contact | Diaspora Hub' },
  {
    name: 'description',
    content: 'The named contact on a funeral plan can start a claim when the plan holder has died.',
  },
];

const UNANSWERED = 'Something went wrong. Please try again.';

/**
 * The claim contact's way in when the plan holder has died (docs/decisions/067): the policy reference, a code to
 * the phone or e-mail the holder gave, then the claim form behind the claim link.
 */
export default function ClaimContactPage() {
  const navigate = useNavigate();
  const [sent, setSent] = useState<string>();
  const askForm = useForm<{ reference: string }, unknown, { reference: string }>({
    resolver: schemaResolver<{ reference: string }, { reference: string }>(ContactCodeRequestSchema),
    defaultValues: { reference: '' },
    ...CHECKED_ON_SUBMIT,
  });
  const codeForm = useForm<{ code: string }, unknown, { code: string }>({
    resolver: schemaResolver<{ code: string }, { code: string }>(TypedCodeSchema),
    defaultValues: { code: '' },
    ...CHECKED_ON_SUBMIT,
  });
  const ask = useMutation({
    mutationFn: (json: { reference: string }) => unwrap(api['funeral-claim-contact'].code.$post({ json })),
    meta: { toastError: false },
  });
  const verify = useMutation({
    mutationFn: (json: { reference: string; code: string }) =>
      unwrap(api['funeral-claim-contact'].verify.$post({ json })),
    meta: { toastError: false },
  });

  const onAsk = askForm.handleSubmit(async ({ reference }) => {
    try {
      setSent((await ask.mutateAsync({ reference })).message);
    } catch (error) {
      applyRefusalOn(error, askForm.setError, 'reference', UNANSWERED);
    }
  });
  const onVerify = codeForm.handleSubmit(async ({ code }) => {
    try {
      const reference = askForm.getValues('reference');
      void navigate((await verify.mutateAsync({ reference, code })).claimPath);
    } catch (error) {
      applyRefusalOn(error, codeForm.setError, 'code', UNANSWERED);
    }
  });

  return (
    <FuneralFrame title="Claim as a named contact" back={{ to: paths.funeralInsurance }}>
      <p className="-mt-3 text-ink">
        If the holder of a funeral plan has died and named you as the plan&apos;s claim contact, you can make
        the claim here. We send a 6-digit code to the phone number or email address the holder gave for you.
      </p>
      <SectionCard title="Your plan">
        <FormProvider {...askForm}>
          <form onSubmit={onAsk} noValidate className="flex flex-col gap-4" aria-label="Ask for a code">
            <Field<{ reference: string }>
              name="reference"
              label="Policy reference"
              hint="It starts with FA, as on the plan's letters and payments."
            >
              {(control) => <Input autoComplete="off" autoCapitalize="characters" {...control} />}
            </Field>
            <Button type="submit" className="w-fit" disabled={ask.isPending}>
              {sent ? PROOF_MESSAGES.sendAgain : PROOF_MESSAGES.sendCode}
            </Button>
            <p role="status" className="text-ink empty:hidden">
              {sent}
            </p>
          </form>
        </FormProvider>
      </SectionCard>
      {sent && (
        <SectionCard title="Enter the code">
          <FormProvider {...codeForm}>
            <form onSubmit={onVerify} noValidate className="flex flex-col gap-4" aria-label="Enter the code">
              <Field<{ code: string }>
                name="code"
                label={PROOF_MESSAGES.codeLabel}
                hint={PROOF_MESSAGES.codeHint}
              >
                {(control) => <Input inputMode="numeric" autoComplete="one-time-code" {...control} />}
              </Field>
              <Button type="submit" className="w-fit" disabled={verify.isPending}>
                Continue to the claim
              </Button>
            </form>
          </FormProvider>
        </SectionCard>
      )}
    </FuneralFrame>
  );
}
