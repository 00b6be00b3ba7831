import { z } from 'zod';
import { AdminPageQuerySchema, optionalQueryText } from '../admin-page.schema';

/** The kinds of row admins change; audit entries name one of these. */
export const AUDITED_ENTITIES = [
  'order',
  'property',
  'realty_provider',
  'funeral_plan',
  'property_application',
  'funeral_application',
  'funeral_claim',
  'support_request',
  'deletion_request',
  'user',
  'exchange_rate',
  'partner_organisation',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

export const AUDITED_ENTITY_LABELS: Record<AuditedEntity, string> = {
  order: 'Order',
  property: 'Property listing',
  realty_provider: 'Realty provider',
  funeral_plan: 'Funeral plan',
  property_application: 'Property application',
  funeral_application: 'Funeral application',
  funeral_claim: 'Funeral claim',
  support_request: 'Support request',
  deletion_request: 'Deletion request',
  user: 'User',
  exchange_rate: 'Exchange rate',
  partner_organisation: 'Partner organisation',
};

export const AuditQuerySchema = AdminPageQuerySchema.extend({
  entityType: optionalQueryText.pipe(z.enum(AUDITED_ENTITIES).optional()).catch(undefined),
  entityId: optionalQueryText,
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditEntryViewSchema = z
  .object({
    id: z.string(),
    /** The admin; email is null once that account is deleted. */
    actor: z.object({ id: z.string(), email: z.string().nullable() }),
    action: z.string(),
    entityType: z.enum(AUDITED_ENTITIES),
    entityId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntryView' });
export type AuditEntryView = z.infer<typeof AuditEntryViewSchema>;
