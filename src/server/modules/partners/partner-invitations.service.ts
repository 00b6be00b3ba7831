import { randomBytes } from 'node:crypto';
import {
  PARTNER_MESSAGES,
  type InvitePartnerUser,
  type PendingInvitationView,
} from '../../../domain/partners/partner';
import {
  invitationExpiry,
  isInvitationUsable,
  PARTNER_INVITATION_MESSAGES,
  type AcceptPartnerInvitation,
  type PartnerInvitationView,
} from '../../../domain/partners/partner-invitation';
import type { Auth } from '../../auth/auth';
import { PARTNER_ROLE } from '../../auth/guards';
import { isLinkToken, tokenHash } from '../../auth/link-token';
import { assertNotCommon } from '../../auth/password-policy';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findUserByEmail } from '../accounts';
import { recordAudit } from '../audit';
import type { MailOut } from '../notifications';
import { mayInvite, organisationFor, type PartnerViewer } from './partner-access';
import { partnerInvitationMail } from './partner-invitation-mail';
import {
  claimInvitation,
  findInvitationByHash,
  insertInvitation,
  insertMember,
  isPartnerEmail,
} from './partners.repo';

export interface InvitationDeps {
  db: Db;
  auth: Auth;
  mailOut: MailOut;
}

/** The page a link opens; the token rides in the path, as the claim and relative links do. */
export const invitationPath = (token: string) => `/partner/invitation/${token}`;

/**
 * A manager (or an admin acting for the partner, audited as themselves) invites one person. The token is random,
 * only its hash is kept, and the mail is queued in the invitation's own transaction (docs/decisions/036).
 */
export async function invitePartnerUser(
  deps: InvitationDeps,
  viewer: PartnerViewer,
  organisationId: string,
  input: InvitePartnerUser,
  now = new Date(),
): Promise<PendingInvitationView> {
  const access = await organisationFor(deps.db, viewer, organisationId);
  if (!mayInvite(access)) throw new AppError('forbidden', PARTNER_MESSAGES.managersOnly);
  if (await isPartnerEmail(deps.db, input.email)) {
    throw new AppError('conflict', PARTNER_MESSAGES.alreadyMember, { email: PARTNER_MESSAGES.alreadyMember });
  }
  const token = randomBytes(32).toString('base64url');
  const url = new URL(invitationPath(token), deps.mailOut.appUrl).toString();
  return deps.db.transaction(async (tx) => {
    const invitation = await insertInvitation(tx, {
      organisationId,
      email: input.email,
      role: input.role,
      tokenHash: tokenHash(token),
      invitedBy: viewer.userId,
      expiresAt: invitationExpiry(now),
    });
    await deps.mailOut.mail.enqueue(tx, [
      partnerInvitationMail({ to: input.email, organisationName: access.organisation.name, url }),
    ]);
    if (access.role === 'admin') {
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'person invited',
        entityType: 'partner_organisation',
        entityId: organisationId,
        after: { invitationId: invitation.id, role: input.role },
      });
    }
    return {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  });
}

/** The usable invitation a token opens, or 404 with the same message for unknown, used and expired ones. */
async function usableInvitation(db: Db, token: string, now: Date) {
  const unusable = new AppError('not_found', PARTNER_INVITATION_MESSAGES.unusable);
  if (!isLinkToken(token)) throw unusable;
  const found = await findInvitationByHash(db, tokenHash(token));
  if (!found || !isInvitationUsable(found.invitation, now)) throw unusable;
  return found;
}

export async function partnerInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PartnerInvitationView> {
  const { invitation, organisation } = await usableInvitation(db, token, now);
  return {
    organisationName: organisation.name,
    kind: organisation.kind,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Opens the person's account: better-auth makes the user (the partner role, the address proven by the link), then
 * one transaction claims the invitation (compare-and-set: single use, still unexpired) and adds the member. If the
 * claim loses a race the new user is removed again, so a used link leaves nothing behind.
 */
export async function acceptPartnerInvitation(
  deps: InvitationDeps,
  token: string,
  input: AcceptPartnerInvitation,
  now = new Date(),
): Promise<{ email: string }> {
  const { invitation } = await usableInvitation(deps.db, token, now);
  if (await findUserByEmail(deps.db, invitation.email)) {
    throw new AppError('conflict', PARTNER_INVITATION_MESSAGES.accountExists);
  }
  await assertNotCommon(input.password, 'password');
  const { user } = await deps.auth.api.createUser({
    body: {
      email: invitation.email,
      password: input.password,
      name: input.name,
      // The plugin's types know only its default roles; it stores any role it is given (no `roles` option is set).
      role: PARTNER_ROLE as 'user',
      data: { emailVerified: true },
    },
  });
  try {
    await deps.db.transaction(async (tx) => {
      const claimed = await claimInvitation(tx, invitation.id, now);
      if (!claimed) throw new AppError('not_found', PARTNER_INVITATION_MESSAGES.unusable);
      await insertMember(tx, {
        organisationId: invitation.organisationId,
        userId: user.id,
        role: invitation.role,
      });
    });
  } catch (error) {
    const context = await deps.auth.$context;
    await context.internalAdapter.deleteUser(user.id);
    throw error;
  }
  return { email: invitation.email };
}
