import { z } from 'zod';
import { textField } from '../accounts/text-field';

/**
 * Partner organisations (issue 33): the health providers, realty providers and funeral underwriters of the
 * catalogue, each with its own people, who sign in at /partner/login and see only their own organisation.
 */
export const PARTNER_KINDS = ['health_provider', 'realty_provider', 'funeral_underwriter'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = {
  health_provider: 'Health provider',
  realty_provider: 'Realty provider',
  funeral_underwriter: 'Funeral underwriter',
};

/** A manager invites the organisation's people; staff see its work (docs/decisions/079-partner-organisations). */
export const PARTNER_ROLES = ['manager', 'staff'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

export const PARTNER_ROLE_LABELS: Record<PartnerRole, string> = { manager: 'Manager', staff: 'Staff' };

export const PARTNER_MESSAGES = {
  kind: 'Choose what kind of partner this is',
  catalogueEntry: 'Choose the partner from the catalogue',
  notInCatalogue: 'This partner is not in the catalogue',
  exists: 'This partner already has an organisation',
  notFound: 'Partner organisation not found',
  email: 'Enter a valid email address',
  role: 'Choose a role',
  alreadyMember: 'This person is already in a partner organisation',
  managersOnly: "Only the organisation's managers can invite people",
  accessDenied: 'Access denied: a partner account is required',
  twoFactorRequired: 'Set up two-factor authentication to use the partner portal',
  managersOnlyPeople: "Only the organisation's managers can remove people or withdraw invitations",
  personNotFound: 'This person is not in the organisation',
  invitationNotFound: 'This invitation is not open any more',
  lastManager: 'An organisation keeps at least one manager: invite another manager before removing this one',
  idleExpired: 'Your partner portal session ended after 12 hours without activity. Please sign in again.',
  notACustomer: 'This is a partner account: use the partner portal',
} as const;

const M = PARTNER_MESSAGES;

/** One entry of the catalogue a partner organisation can stand for: a provider, a realty firm, an underwriter. */
export const CatalogueEntrySchema = z.object({
  kind: z.enum(PARTNER_KINDS),
  /** The catalogue's own key: a health provider's id, a realty provider's id, an underwriter's name. */
  catalogueRef: z.string(),
  name: z.string(),
  /** The organisation already made for it, if any. */
  organisationId: z.string().nullable(),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

/** `POST /api/admin/partners`: which catalogue entry the new organisation stands for. */
export const CreatePartnerSchema = z.object({
  kind: z.enum(PARTNER_KINDS, { error: M.kind }),
  catalogueRef: textField(200).refine((ref) => ref !== '', M.catalogueEntry),
});
export type CreatePartner = z.output<typeof CreatePartnerSchema>;

/** An invitation to one person, by a manager or an admin. */
export const InvitePartnerUserSchema = z.object({
  email: textField(254)
    .transform((email) => email.toLowerCase())
    .refine((email) => z.email().safeParse(email).success, M.email),
  role: z.enum(PARTNER_ROLES, { error: M.role }),
});
export type InvitePartnerUser = z.output<typeof InvitePartnerUserSchema>;

export const PartnerMemberViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(PARTNER_ROLES),
  twoFactorEnabled: z.boolean(),
  joinedAt: z.string(),
});
export type PartnerMemberView = z.infer<typeof PartnerMemberViewSchema>;

export const PendingInvitationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(PARTNER_ROLES),
  expiresAt: z.string(),
});
export type PendingInvitationView = z.infer<typeof PendingInvitationViewSchema>;

export const PartnerSummaryViewSchema = z.object({
  id: z.string(),
  kind: z.enum(PARTNER_KINDS),
  catalogueRef: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type PartnerSummaryView = z.infer<typeof PartnerSummaryViewSchema>;

/** An organisation with its people, as its own users and admins see it; `canInvite` is for the one asking. */
export const PartnerOrganisationViewSchema = PartnerSummaryViewSchema.extend({
  members: z.array(PartnerMemberViewSchema),
  invitations: z.array(PendingInvitationViewSchema),
  canInvite: z.boolean(),
});
export type PartnerOrganisationView = z.infer<typeof PartnerOrganisationViewSchema>;

/** The console's form: one catalogue entry picked from a list, as `kind:catalogueRef`; the server checks it again. */
export const PartnerEntryChoiceSchema = z
  .object({ entry: z.string().refine((entry) => entry.includes(':'), M.catalogueEntry) })
  .transform(({ entry }): CreatePartner => {
    const at = entry.indexOf(':');
    return { kind: entry.slice(0, at) as PartnerKind, catalogueRef: entry.slice(at + 1) };
  });
export const entryChoice = (entry: { kind: PartnerKind; catalogueRef: string }) =>
  `${entry.kind}:${entry.catalogueRef}`;
