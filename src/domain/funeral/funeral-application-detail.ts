import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications/application-view';
import { timelineSchema } from '../status-timeline';
import { ClaimContactViewSchema } from './claim-contact';
import { CoverViewSchema } from './cover-view';
import { BENEFICIARY_RELATIONSHIPS, OTHER_RELATIONSHIPS } from './funeral-application.schema';
import { FuneralApplicationViewSchema } from './funeral-plan';
import { PremiumReceiptSchema } from './premium-receipt';

const PersonSchema = z.object({ firstName: z.string(), lastName: z.string(), dateOfBirth: z.string() });

/**
 * A funeral application as its owner reads it later, from 'My Orders': the plan's terms as applied for, the
 * people covered and the beneficiary, and the statuses it has had (docs/decisions/032).
 */
export const FuneralApplicationDetailViewSchema = FuneralApplicationViewSchema.extend({
  title: z.string(),
  principal: PersonSchema.extend({ email: z.string(), phoneNumber: z.string(), address: z.string() }),
  /** Everyone covered besides the principal member: spouse, then children, then the others named. */
  coveredPeople: z.array(
    PersonSchema.extend({
      role: z.enum(['spouse', 'child', 'other']),
      relationship: z.enum(OTHER_RELATIONSHIPS).nullable(),
    }),
  ),
  beneficiary: z.object({
    firstName: z.string(),
    lastName: z.string(),
    relationship: z.enum(BENEFICIARY_RELATIONSHIPS).nullable(),
    phoneNumber: z.string(),
  }),
  /** Who may start a claim if the holder dies (docs/decisions/067), or null when nobody is named yet. */
  claimContact: ClaimContactViewSchema.nullable(),
  timeline: timelineSchema(APPLICATION_STATUSES),
  /** Where the cover stands: the same reading the claim form and the console show (docs/decisions/054). */
  cover: CoverViewSchema,
  /** A receipt for every premium paid, in order (docs/decisions/064). */
  receipts: z.array(PremiumReceiptSchema),
}).meta({ id: 'FuneralApplicationDetailView' });
export type FuneralApplicationDetailView = z.infer<typeof FuneralApplicationDetailViewSchema>;
