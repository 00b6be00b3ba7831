import { z } from 'zod';
import { FUNERAL_PLAN_TYPES, type FuneralPlanView } from '../funeral/funeral-plan';
import { toMinor } from '../money';

export const FUNERAL_PLAN_ADMIN_MESSAGES = {
  planType: 'Choose a plan type',
  amountRequired: 'Enter an amount',
  amountFormat: 'Enter an amount such as 1500 or 1500.50',
  amountWhole: 'Amounts are whole cents or kobo',
  amountPositive: 'Enter an amount greater than zero',
  amountTooLarge: 'This amount is too large',
  notFound: 'Funeral plan not found',
} as const;

/** Far above any real cover, and well inside what a JavaScript number holds exactly. */
export const MAX_PLAN_AMOUNT_MINOR = 1_000_000_000_000_00;

/** An amount as the API takes it: integer minor units (cents, kobo), more than zero. */
const minorAmount = z
  .number({ error: FUNERAL_PLAN_ADMIN_MESSAGES.amountRequired })
  .int(FUNERAL_PLAN_ADMIN_MESSAGES.amountWhole)
  .positive(FUNERAL_PLAN_ADMIN_MESSAGES.amountPositive)
  .max(MAX_PLAN_AMOUNT_MINOR, FUNERAL_PLAN_ADMIN_MESSAGES.amountTooLarge);

const planFields = {
  planType: z.enum(FUNERAL_PLAN_TYPES, { error: FUNERAL_PLAN_ADMIN_MESSAGES.planType }),
  coverageAmountUsd: minorAmount,
  coverageAmountNgn: minorAmount,
  monthlyPriceUsd: minorAmount,
  monthlyPriceNgn: minorAmount,
  active: z.boolean(),
};

/** A new plan; it is offered to customers at once unless `active` is false. */
export const CreateFuneralPlanSchema = z.object({ ...planFields, active: planFields.active.default(true) });
export type CreateFuneralPlan = z.output<typeof CreateFuneralPlanSchema>;

/**
 * An edit: any of the plan's fields. Existing applications keep the type and amounts they were made with (they
 * are snapshots), so changing them, or deactivating the plan, only affects what new customers see.
 */
export const UpdateFuneralPlanSchema = z.object(planFields).partial();
export type UpdateFuneralPlan = z.output<typeof UpdateFuneralPlanSchema>;

/** Money as an admin types it, in whole units with optional cents ('1500', '1,500.50'), into minor units. */
const typedAmount = z
  .string()
  .transform((text) => text.trim().replaceAll(',', ''))
  .pipe(
    z
      .string()
      .min(1, FUNERAL_PLAN_ADMIN_MESSAGES.amountRequired)
      .regex(/^\d+(\.\d{1,2})?$/, FUNERAL_PLAN_ADMIN_MESSAGES.amountFormat),
  )
  .transform((text) => toMinor(Number(text)))
  .pipe(minorAmount);

/** The console's plan form: the same rules, with amounts typed in dollars and naira; its output is the API's body. */
export const FuneralPlanFormSchema = z.object({
  ...planFields,
  coverageAmountUsd: typedAmount,
  coverageAmountNgn: typedAmount,
  monthlyPriceUsd: typedAmount,
  monthlyPriceNgn: typedAmount,
});
export type FuneralPlanFormValues = z.input<typeof FuneralPlanFormSchema>;

/** Minor units back into what the form shows: '1500' or '1500.50'. */
export function amountText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** A plan as the console lists it: inactive ones too. */
export interface AdminFuneralPlanView extends FuneralPlanView {
  /** Whether customers can see and apply for it. */
  active: boolean;
  /** ISO timestamp. */
  createdAt: string;
}
