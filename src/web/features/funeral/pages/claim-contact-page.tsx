import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, type MetaFunction } from 'react-router';
import { CONTACT_CLAIM_MESSAGES, typedReference } from '@/domain/funeral/claim-contact';
import { PROOF_MESSAGES, typedCode } from '@/domain/orders/relative-proof';
import { Button } from '@/web/components/ui/button';
import { FormField, fieldA11y } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';
import { api, ApiError, unwrap } from '@/web/lib/api-client';
import { FuneralFrame } from '../components/funeral-frame';

export const meta: MetaFunction = () => [{ title: 'Claim as a named contact | Diaspora Hub' }];

const problemOf = (error: unknown, field: string) =>
  error instanceof ApiError
    ? (error.fields[field] ?? error.message)
    : 'Something went wrong. Please try again.';

/**
 * The claim contact's way in when the plan holder has died (docs/decisions/067): the policy reference, a code to
 * the phone or e-mail the holder gave, then the claim form behind the claim link.
 */
export default function ClaimContactPage() {
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string>();
  const [referenceError, setReferenceError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const ask = useMutation({
    mutationFn: (json: { reference: string }) => unwrap(api['funeral-claim-contact'].code.$post({ json })),
    meta: { toastError: false },
  });
  const verify = useMutation({
    mutationFn: (json: { reference: string; code: string }) =>
      unwrap(api['funeral-claim-contact'].verify.$post({ json })),
    meta: { toastError: false },
  });

  const onAsk = async (event: FormEvent) => {
    event.preventDefault();
    if (!typedReference(reference)) return setReferenceError(CONTACT_CLAIM_MESSAGES.reference);
    setReferenceError(undefined);
    try {
      setSent((await ask.mutateAsync({ reference })).message);
    } catch (error) {
      setReferenceError(problemOf(error, 'reference'));
    }
  };
  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!typedCode(code)) return setCodeError(PROOF_MESSAGES.wrongShape);
    setCodeError(undefined);
    try {
      void navigate((await verify.mutateAsync({ reference, code })).claimPath);
    } catch (error) {
      setCodeError(problemOf(error, 'code'));
    }
  };

  return (
    <FuneralFrame title="Claim as a named contact" back={{ to: paths.funeralInsurance }}>
      <p className="-mt-3 text-ink">
        If the holder of a funeral plan has died and named you as the plan&apos;s claim contact, you can make
        the claim here. We send a 6-digit code to the phone number or email address the holder gave for you.
      </p>
      <SectionCard title="Your plan">
        <form onSubmit={onAsk} noValidate className="flex flex-col gap-4" aria-label="Ask for a code">
          <FormField
            id="reference"
            label="Policy reference"
            description="It starts with FA, as on the plan's letters and payments."
            error={referenceError}
          >
            <Input
              value={reference}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(event) => setReference(event.target.value)}
              {...fieldA11y('reference', referenceError, true)}
            />
          </FormField>
          <Button type="submit" className="w-fit" disabled={ask.isPending}>
            {sent ? PROOF_MESSAGES.sendAgain : PROOF_MESSAGES.sendCode}
          </Button>
          <p role="status" className="text-ink empty:hidden">
            {sent}
          </p>
        </form>
      </SectionCard>
      {sent && (
        <SectionCard title="Enter the code">
          <form onSubmit={onVerify} noValidate className="flex flex-col gap-4" aria-label="Enter the code">
            <FormField
              id="code"
              label={PROOF_MESSAGES.codeLabel}
              description={PROOF_MESSAGES.codeHint}
              error={codeError}
            >
              <Input
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                onChange={(event) => setCode(event.target.value)}
                {...fieldA11y('code', codeError, true)}
              />
            </FormField>
            <Button type="submit" className="w-fit" disabled={verify.isPending}>
              Continue to the claim
            </Button>
          </form>
        </SectionCard>
      )}
    </FuneralFrame>
  );
}
