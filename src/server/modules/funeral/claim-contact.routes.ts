import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  CONTACT_CLAIM_MESSAGES,
  ContactCodeEntrySchema,
  ContactCodeRequestSchema,
  typedReference,
} from '../../../domain/funeral/claim-contact';
import { readTypedReference } from '../../../domain/reference-alphabet';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { rateLimit, type RateLimitDeps } from '../../http/rate-limit.middleware';
import { validate } from '../../http/validate';
import type { MailQueue } from '../../mail/mail-queue';
import type { SmsQueue } from '../../sms/sms-queue';
import { enterContactCode, requestContactCode } from './claim-contact-code.service';

interface ContactRouteDeps extends RateLimitDeps {
  db: Db;
  mailOut: { mail: MailQueue; sms: SmsQueue; invitationKey: Buffer };
}

/** The body's reference, as a rate limit's item: per policy, whoever asks and however its lookalikes are typed. */
async function bodyReference(request: Request): Promise<string | undefined> {
  try {
    const reference = ((await request.clone().json()) as { reference?: unknown } | null)?.reference;
    const typed = typeof reference === 'string' ? typedReference(reference) : undefined;
    return typed && readTypedReference(typed);
  } catch {
    return undefined;
  }
}

/** A claim contact starts a claim when the holder has died (docs/decisions/067): public, no account. */
export function claimContactRoutes(deps: ContactRouteDeps) {
  const codeDeps = {
    db: deps.db,
    mail: deps.mailOut.mail,
    sms: deps.mailOut.sms,
    codeKey: deps.mailOut.invitationKey,
  };
  return new Hono<AppEnv>()
    .post(
      '/funeral-claim-contact/code',
      describeRoute({
        tags: ['funeral'],
        summary:
          "Send the plan's claim contact a 6-digit code (10 minutes) by SMS and/or e-mail, to what the holder registered; the same answer whether or not the reference exists",
        responses: {
          202: jsonBody('What the page says, whatever the reference', z.object({ message: z.string() })),
          ...refusals(400, 422, 429),
        },
      }),
      rateLimit(deps, 'claim-contact-code', async (c, ip) => ({
        ip,
        item: await bodyReference(c.req.raw),
      })),
      validate('json', ContactCodeRequestSchema),
      async (c) => {
        await requestContactCode(codeDeps, c.req.valid('json').reference);
        return c.json({ message: CONTACT_CLAIM_MESSAGES.sent }, 202);
      },
    )
    .post(
      '/funeral-claim-contact/verify',
      describeRoute({
        tags: ['funeral'],
        summary:
          'Enter the code: right, it is spent and the answer is the claim link to report the death; five tries a code',
        responses: {
          200: jsonBody('Where the claim is made', z.object({ claimPath: z.string() })),
          ...refusals(400, 422, 429),
        },
      }),
      rateLimit(deps, 'claim-contact-verify'),
      validate('json', ContactCodeEntrySchema),
      async (c) => {
        const { reference, code } = c.req.valid('json');
        const entry = await enterContactCode(codeDeps, reference, code);
        if ('error' in entry) throw new AppError('validation_failed', entry.error, { code: entry.error });
        return c.json({ claimPath: entry.claimPath });
      },
    );
}
