import { randomInt } from 'node:crypto';
import {
  checkCode,
  CODE_LENGTH,
  codeExpiry,
  isNigerianMobile,
  maskEmail,
  maskPhone,
  PROOF_MESSAGES,
  typedCode,
  type ProofChannel,
} from '../../../../domain/orders/relative-proof';
import { codeHash, deviceCookie, sameHash } from './invitation-links.service';
import { codeSms, relativeCodeMail, smsNumber } from './invitation-sms';
import { saveCode, spendCode, takeCodeTry, type InvitationContext } from './invitations.repo';
import { contextOrThrow, type InvitationDeps } from './invitations.service';

type Person = InvitationContext['person'];

/** Where the person's code goes: her Nigerian mobile by SMS first, else her e-mail; none when the order holds neither. */
export function codeDestination(person: Person): { channel: ProofChannel; masked: string } | undefined {
  const { countryCode, phoneNumber, email } = person;
  if (countryCode && phoneNumber && isNigerianMobile(countryCode, phoneNumber)) {
    return { channel: 'sms', masked: maskPhone(countryCode, phoneNumber) };
  }
  return email ? { channel: 'email', masked: maskEmail(email) } : undefined;
}

const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/**
 * A new 6-digit code to the person's own phone or e-mail (docs/decisions/049), stored hashed with its 10-minute
 * expiry and queued in the same transaction; a code sent earlier stops working. Rate-limited by the route.
 * Returns the error to show, if any.
 */
export async function sendCode(deps: InvitationDeps, token: string): Promise<string | undefined> {
  const context = await contextOrThrow(deps, token);
  const destination = codeDestination(context.person);
  if (!destination) return PROOF_MESSAGES.noContact;
  const { beneficiaryId } = context.invitation;
  const { countryCode, phoneNumber, email } = context.person;
  const code = newCode();
  const now = (deps.now ?? (() => new Date()))();
  await deps.db.transaction(async (tx) => {
    await saveCode(tx, beneficiaryId, {
      codeHash: codeHash(deps.links, beneficiaryId, code),
      codeExpiresAt: codeExpiry(now),
      codeChannel: destination.channel,
      codeDestination: destination.masked,
    });
    if (destination.channel === 'sms') {
      await deps.mailOut.sms.enqueue(tx, [
        codeSms(smsNumber(countryCode!, phoneNumber!), code, context.person.language),
      ]);
    } else {
      await deps.mailOut.mail.enqueue(tx, [relativeCodeMail(email!, code, context.person.language)]);
    }
  });
  return undefined;
}

export type CodeEntry = { cookie: string } | { error: string };

const CODE_ERRORS = {
  none: PROOF_MESSAGES.none,
  'too-many': PROOF_MESSAGES.tooMany,
  expired: PROOF_MESSAGES.expired,
  wrong: PROOF_MESSAGES.wrong,
} as const;

/**
 * The typed code against the stored one: each try counted first, five at most, within its 10 minutes; once right
 * it is spent and the device gets its signed cookie.
 */
export async function enterCode(deps: InvitationDeps, token: string, typed: unknown): Promise<CodeEntry> {
  const context = await contextOrThrow(deps, token);
  const code = typedCode(typed);
  if (!code) return { error: PROOF_MESSAGES.wrongShape };
  const { beneficiaryId, generation } = context.invitation;
  const now = (deps.now ?? (() => new Date()))();
  const taken = await takeCodeTry(deps.db, beneficiaryId);
  const result = checkCode(
    {
      expiresAt: taken?.codeExpiresAt ?? null,
      triesBefore: (taken?.codeAttempts ?? 1) - 1,
      matches: taken?.codeHash ? sameHash(taken.codeHash, codeHash(deps.links, beneficiaryId, code)) : null,
    },
    now,
  );
  if (result !== 'ok' || !taken?.codeChannel)
    return { error: CODE_ERRORS[result === 'ok' ? 'none' : result] };
  await spendCode(deps.db, beneficiaryId);
  return {
    cookie: deviceCookie(deps.links, beneficiaryId, generation, {
      provenAt: now,
      channel: taken.codeChannel,
    }),
  };
}
