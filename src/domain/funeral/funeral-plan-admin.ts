import { z } from 'zod';
import { FUNERAL_PLAN_TYPES, FuneralPlanViewSchema } from './funeral-plan';
import { AMOUNT_MESSAGES, minorAmount, typedAmount } from '../amount-fields';
import { requiredText } from '../accounts/text-field';

export const FUNERAL_PLAN_ADMIN_MESSAGES = {
  ...AMOUNT_MESSAGES,
  planType: 'Choose a plan type',
  underwriter: 'Enter the underwriter',
  underwriterLong: 'Keep the underwriter under 120 characters',
  age: 'Enter an age from 0 to 120',
  ageOrder: 'The oldest age must not be below the youngest',
  notFound: 'Funeral plan not found',
} as const;

const M = FUNERAL_PLAN_ADMIN_MESSAGES;
const age = z.number({ error: M.age }).int(M.age).min(0, M.age).max(120, M.age);
/** An age typed into a text box. */
const typedAge = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().regex(/^\d{1,3}$/, M.age))
  .transform(Number)
  .pipe(age);

const planFields = {
  planType: z.enum(FUNERAL_PLAN_TYPES, { error: FUNERAL_PLAN_ADMIN_MESSAGES.planType }),
  coverageAmountUsd: minorAmount,
  coverageAmountNgn: minorAmount,
  monthlyPriceUsd: minorAmount,
  monthlyPriceNgn: minorAmount,
  underwriter: requiredText(M.underwriter, M.underwriterLong, 120),
  minEntryAge: age,
  maxEntryAge: age,
  active: z.boolean(),
};

/** The youngest age may not be above the oldest; an edit sending one of them is checked on the server (service). */
function checkAges(plan: { minEntryAge?: number; maxEntryAge?: number }, ctx: z.RefinementCtx) {
  if (
    plan.minEntryAge !== undefined &&
    plan.maxEntryAge !== undefined &&
    plan.minEntryAge > plan.maxEntryAge
  ) {
    ctx.addIssue({ code: 'custom', path: ['maxEntryAge'], message: M.ageOrder });
  }
}

/** A new plan; it is offered to customers at once unless `active` is false. */
export const CreateFuneralPlanSchema = z
  .object({ ...planFields, active: planFields.active.default(true) })
  .superRefine(checkAges);
export type CreateFuneralPlan = z.output<typeof CreateFuneralPlanSchema>;

/**
 * An edit: any of the plan's fields. Existing applications keep the type and amounts they were made with (they
 * are snapshots), so changing them, or deactivating the plan, only affects what new customers see.
 */
export const UpdateFuneralPlanSchema = z.object(planFields).partial().superRefine(checkAges);
export type UpdateFuneralPlan = z.output<typeof UpdateFuneralPlanSchema>;

/** The console's plan form: the same rules, with amounts typed in dollars and naira; its output is the API's body. */
export const FuneralPlanFormSchema = z
  .object({
    ...planFields,
    coverageAmountUsd: typedAmount,
    coverageAmountNgn: typedAmount,
    monthlyPriceUsd: typedAmount,
    monthlyPriceNgn: typedAmount,
    minEntryAge: typedAge,
    maxEntryAge: typedAge,
  })
  .superRefine(checkAges);
export type FuneralPlanFormValues = z.input<typeof FuneralPlanFormSchema>;

/** A plan as the console lists it: inactive ones too. */
export const AdminFuneralPlanViewSchema = FuneralPlanViewSchema.extend({
  /** Whether customers can see and apply for it. */
  active: z.boolean(),
  createdAt: z.iso.datetime(),
}).meta({ id: 'AdminFuneralPlanView' });
export type AdminFuneralPlanView = z.infer<typeof AdminFuneralPlanViewSchema>;
