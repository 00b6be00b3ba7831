import { z } from 'zod';
import { FUNERAL_PLAN_TYPES, FuneralPlanViewSchema } from './funeral-plan';
import { AMOUNT_MESSAGES, minorAmount, typedAmount } from '../amount-fields';

export const FUNERAL_PLAN_ADMIN_MESSAGES = {
  ...AMOUNT_MESSAGES,
  planType: 'Choose a plan type',
  notFound: 'Funeral plan not found',
} as const;

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

/** The console's plan form: the same rules, with amounts typed in dollars and naira; its output is the API's body. */
export const FuneralPlanFormSchema = z.object({
  ...planFields,
  coverageAmountUsd: typedAmount,
  coverageAmountNgn: typedAmount,
  monthlyPriceUsd: typedAmount,
  monthlyPriceNgn: typedAmount,
});
export type FuneralPlanFormValues = z.input<typeof FuneralPlanFormSchema>;

/** A plan as the console lists it: inactive ones too. */
export const AdminFuneralPlanViewSchema = FuneralPlanViewSchema.extend({
  /** Whether customers can see and apply for it. */
  active: z.boolean(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'AdminFuneralPlanView' });
export type AdminFuneralPlanView = z.infer<typeof AdminFuneralPlanViewSchema>;
