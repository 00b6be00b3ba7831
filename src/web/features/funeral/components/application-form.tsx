import { useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { calendarDateOf } from '@/domain/calendar-date';
import {
  BENEFICIARY_RELATIONSHIPS,
  coverProblems,
  FUNERAL_MESSAGES,
  isMissingFuneralField,
} from '@/domain/funeral/funeral-application.schema';
import { COVER_RULES } from '@/domain/funeral/funeral-cover-rules';
import { funeralPremium } from '@/domain/funeral/funeral-premium';
import type { FuneralApplicationView, FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { ErrorSummary } from '@/web/components/forms/error-summary';
import { PremiumAmount } from '@/web/components/money/premium-amount';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/toaster';
import { fieldProblems } from '@/web/lib/field-problems';
import { applyServerErrors } from '@/web/lib/form-errors';
import type { Me } from '@/web/api/me';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useApplyForFuneralPlan } from '../api/funeral-plans';
import {
  FuneralFormSchema,
  funeralFormDefaults,
  newIdempotencyKey,
  relationshipOptions,
  type FuneralFormOutput,
  type FuneralFormValues,
} from '../flow/form-values';
import { CONTACT_CHOICES_ON_APPLYING } from '@/web/components/claim-contact/claim-contact-values';
import { ClaimContactFields, CLAIM_CONTACT_HINT } from '@/web/components/claim-contact/claim-contact-fields';
import { CoveredPeople } from './covered-people';
import { SelectField } from '@/web/components/forms/select-field';
import { TextField } from './person-fields';
import { ConfirmEmailNotice } from '@/web/components/account/confirm-email-notice';

const BENEFICIARY_OPTIONS = relationshipOptions(BENEFICIARY_RELATIONSHIPS);
const CHECK_FIELDS = 'Please check the highlighted fields';

/** Who a summary line is about, where the message alone ('Enter their first name') would not say. */
function prefixOf(path: string): string | undefined {
  const [group, index] = path.split('.');
  if (group === 'spouse') return 'Spouse: ';
  if (group === 'children') return `Child ${Number(index) + 1}: `;
  if (group === 'others') return index === undefined ? undefined : `Family member ${Number(index) + 1}: `;
  if (group === 'beneficiary') return 'Nominated beneficiary: ';
  if (group === 'claimContact') return 'Claim contact: ';
  return undefined;
}

interface ApplicationFormProps {
  plan: FuneralPlanView;
  me: Me | null | undefined;
  onApplied: (application: FuneralApplicationView) => void;
}

/** The application: principal member, the people covered as the plan type allows, and a nominated beneficiary. */
export function ApplicationForm({ plan, me, onApplied }: ApplicationFormProps) {
  const rule = COVER_RULES[plan.planType];
  const [idempotencyKey] = useState(newIdempotencyKey);
  const apply = useApplyForFuneralPlan();
  const form = useForm<FuneralFormValues, unknown, FuneralFormOutput>({
    resolver: schemaResolver<FuneralFormValues, FuneralFormOutput>(FuneralFormSchema),
    defaultValues: funeralFormDefaults(me, rule),
    // Focus goes to the error summary, which links to each field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const missing = fieldProblems(errors).some((problem) => isMissingFuneralField(problem.message));

  const onSubmit = form.handleSubmit(
    (values) => {
      const application = { ...values, planId: plan.id };
      // The plan type's rules, for quick feedback; the server checks them again.
      const problems = coverProblems(plan.planType, application, calendarDateOf(new Date()));
      if (problems.length > 0) {
        problems.forEach(({ path, message }) =>
          form.setError(path.join('.') as Path<FuneralFormValues>, { message }),
        );
        return void toast.error(problems[0]!.message);
      }
      apply.mutate(
        { ...application, idempotencyKey },
        {
          onSuccess: onApplied,
          onError: (error) => toast.error(applyServerErrors(error, form.setError)),
        },
      );
    },
    () => void toast.error(CHECK_FIELDS),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <ErrorSummary
          errors={errors}
          focusKey={form.formState.submitCount}
          description={missing ? FUNERAL_MESSAGES.required : undefined}
          prefixOf={prefixOf}
        />
        <SectionCard title="Principal member" description="The person taking out the plan.">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="principal.firstName" label="First Name" autoComplete="given-name" />
            <TextField name="principal.lastName" label="Last Name" autoComplete="family-name" />
            <TextField name="principal.dateOfBirth" label="Date of Birth" type="date" autoComplete="bday" />
            <TextField name="principal.email" label="Email" type="email" autoComplete="email" />
            <TextField name="principal.phoneNumber" label="Phone Number" type="tel" autoComplete="tel" />
            <TextField
              name="principal.address"
              label="Address"
              autoComplete="street-address"
              className="sm:col-span-2"
            />
          </div>
        </SectionCard>
        <SectionCard title="People to be covered" contentClassName="flex flex-col gap-4">
          <CoveredPeople rule={rule} />
        </SectionCard>
        <SectionCard
          title="Nominated beneficiary"
          description="Who receives the cash benefit when a claim is paid."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="beneficiary.firstName" label="First Name" />
            <TextField name="beneficiary.lastName" label="Last Name" />
            <SelectField
              name="beneficiary.relationship"
              label="Relationship"
              required
              options={BENEFICIARY_OPTIONS}
              placeholder="Select relationship"
            />
            <TextField name="beneficiary.phoneNumber" label="Phone Number" type="tel" />
          </div>
        </SectionCard>
        <SectionCard title="Claim contact" description={CLAIM_CONTACT_HINT}>
          <ClaimContactFields options={CONTACT_CHOICES_ON_APPLYING} />
        </SectionCard>
        <SectionCard
          title="Monthly premium"
          description="What you pay each month for the people on this application, once it is approved."
        >
          <LivePremium plan={plan} />
        </SectionCard>
        <ConfirmEmailNotice />
        <Button type="submit" size="lg" disabled={apply.isPending} aria-busy={apply.isPending || undefined}>
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </form>
    </FormProvider>
  );
}

/** The premium for the people named so far, by the rule the server applies when the application is made. */
function LivePremium({ plan }: { plan: FuneralPlanView }) {
  const others = useWatch<FuneralFormValues, 'others'>({ name: 'others' });
  return <PremiumAmount premium={funeralPremium(plan, others.length)} size="lg" />;
}
