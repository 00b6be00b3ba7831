import { createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  checkCode,
  CODE_LENGTH,
  CODE_LIFETIME_MINUTES,
  codeExpiry,
  PROOF_MESSAGES,
  typedCode,
} from '../../../domain/orders/relative-proof';
import { claimLinkExpiry } from '../../../domain/funeral/claim-link-life';
import { internationalPhone } from '../../../domain/phone-number';
import { PRODUCT_NAME } from '../../../domain/site/product-name';
import type { Db } from '../../db/client';
import { codeMail } from '../../mail/code-mail';
import type { MailQueue } from '../../mail/mail-queue';
import type { SmsQueue } from '../../sms/sms-queue';
import { sameHash } from '../orders';
import {
  findContactableApplication,
  saveContactCode,
  spendContactCode,
  takeContactCodeTry,
} from './claim-contact.repo';
import { claimLinkPath, hashOf } from './claim-links.service';
import { replaceClaimLink } from './funeral-claims.repo';

export interface ContactCodeDeps {
  db: Db;
  mail: MailQueue;
  sms: SmsQueue;
  /** The server's key for one-time codes (the invitations' key): a stored hash cannot be reversed by trying. */
  codeKey: Buffer;
  now?: () => Date;
}

const now = (deps: ContactCodeDeps) => (deps.now ?? (() => new Date()))();
const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
const codeHash = (deps: ContactCodeDeps, applicationId: string, code: string) =>
  createHmac('sha256', deps.codeKey).update(`funeral claim contact:${applicationId}:${code}`).digest('hex');

const codeText = (reference: string, code: string) =>
  `Your ${PRODUCT_NAME} code to make a claim on funeral plan ${reference} is ${code}. It works for ${CODE_LIFETIME_MINUTES} minutes. Do not share it with anyone.`;

/**
 * Sends a claim contact a new 6-digit code (docs/decisions/067) to the phone and the e-mail the holder registered,
 * stored keyed-hashed with its 10-minute expiry, queued in the same transaction; a code sent earlier stops working.
 * A reference that is unknown, not approved or names no contact sends nothing, and the caller answers the same.
 */
export async function requestContactCode(deps: ContactCodeDeps, reference: string): Promise<void> {
  const application = await findContactableApplication(deps.db, reference);
  if (!application) return;
  const code = newCode();
  const text = codeText(application.reference, code);
  const { claimContactPhoneNumber: phone, claimContactEmail: email } = application;
  await deps.db.transaction(async (tx) => {
    await saveContactCode(tx, application.id, codeHash(deps, application.id, code), codeExpiry(now(deps)));
    // A number typed without its country code is read as Nigerian: the plans are for funerals in Nigeria.
    if (phone) await deps.sms.enqueue(tx, [{ to: internationalPhone(phone, 'NG').replace(/\D/g, ''), text }]);
    if (email) {
      await deps.mail.enqueue(tx, [codeMail(email, code, text)]);
    }
  });
}

const CODE_ERRORS = {
  none: 'Ask for a code first.',
  'too-many': PROOF_MESSAGES.tooMany,
  expired: PROOF_MESSAGES.expired,
  wrong: PROOF_MESSAGES.wrong,
} as const;

export type ContactCodeEntry = { claimPath: string } | { error: string };

/**
 * The typed code against the stored one: each try counted first, five at most, within its 10 minutes. Right, it
 * is spent and the contact gets a claim link for the application (the beneficiary's link of decision 045),
 * replacing any link sent before. An unknown reference answers as a code never sent.
 */
export async function enterContactCode(
  deps: ContactCodeDeps,
  reference: string,
  typed: string,
): Promise<ContactCodeEntry> {
  const code = typedCode(typed);
  if (!code) return { error: PROOF_MESSAGES.wrongShape };
  const application = await findContactableApplication(deps.db, reference);
  const taken = application ? await takeContactCodeTry(deps.db, application.id) : undefined;
  const at = now(deps);
  const result = checkCode(
    {
      expiresAt: taken?.expiresAt ?? null,
      triesBefore: (taken?.attempts ?? 1) - 1,
      matches: taken?.codeHash ? sameHash(taken.codeHash, codeHash(deps, application!.id, code)) : null,
    },
    at,
  );
  if (result !== 'ok' || !application?.userId)
    return { error: CODE_ERRORS[result === 'ok' ? 'none' : result] };
  const token = randomBytes(32).toString('base64url');
  const { userId } = application;
  await deps.db.transaction(async (tx) => {
    await spendContactCode(tx, application.id);
    await replaceClaimLink(
      tx,
      {
        applicationId: application.id,
        userId,
        tokenHash: hashOf(token),
        // Where the claim's steps are mailed; a contact reached by phone only follows them through the link.
        email: application.claimContactEmail ?? '',
        expiresAt: claimLinkExpiry(at),
      },
      at,
    );
  });
  return { claimPath: claimLinkPath(token) };
}
