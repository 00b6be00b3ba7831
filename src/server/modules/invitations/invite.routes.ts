import { Hono, type Context } from 'hono';
import { INVITATION_MESSAGES } from '../../../domain/orders/beneficiary-invitation';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { rateLimit, type RateLimitDeps } from '../../http/rate-limit.middleware';
import { serverPageHeaders } from '../../http/server-page';
import { INVITE_FRAME, messagePage } from './invite-page-layout';
import { invitationPage, type PageInput, type Saved } from './invite-page';
import {
  answerConsent,
  chooseHospital,
  confirmDetails,
  LinkGone,
  openInvitation,
  type FieldErrors,
  type InvitationDeps,
} from './invitations.service';

const PAGE_HEADERS = serverPageHeaders(INVITE_FRAME);

const SAVED: readonly Saved[] = ['details', 'consent', 'hospital'];

type C = Context<AppEnv>;

async function render(c: C, deps: InvitationDeps, input: PageInput, status: 200 | 422 = 200) {
  const found = await openInvitation(deps, c.req.param('token') ?? '');
  if (found.kind === 'not-found') {
    return c.body(
      messagePage(INVITATION_MESSAGES.notFoundTitle, INVITATION_MESSAGES.notFound),
      404,
      PAGE_HEADERS,
    );
  }
  if (found.kind === 'expired') {
    return c.body(
      messagePage(INVITATION_MESSAGES.expiredTitle, INVITATION_MESSAGES.expired),
      410,
      PAGE_HEADERS,
    );
  }
  return c.body(invitationPage(found, input), status, PAGE_HEADERS);
}

/** A form's fields as text: anything else (a file) is dropped, and a repeated field keeps its first value. */
async function formOf(c: C): Promise<Record<string, string>> {
  const body = await c.req.parseBody({ all: true }).catch(() => ({}));
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') form[key] = first;
  }
  return form;
}

/** Post, then redirect back to the page (303), so a reload does not send the answer again; errors re-render it. */
function answer(
  deps: InvitationDeps,
  saved: Saved,
  act: (token: string, form: Record<string, string>) => Promise<FieldErrors | undefined>,
) {
  return async (c: C) => {
    const token = c.req.param('token') ?? '';
    const form = await formOf(c);
    try {
      const errors = await act(token, form);
      if (errors) return render(c, deps, { errors, form }, 422);
    } catch (error) {
      if (error instanceof LinkGone) return render(c, deps, {});
      throw error;
    }
    return c.redirect(`/invite/${token}?saved=${saved}#${saved === 'hospital' ? 'hospital' : saved}`, 303);
  };
}

/**
 * The beneficiary's page behind their personal link (docs/decisions/041): public, rate-limited per address,
 * written by the server. An unknown token is a 404 page, an expired one a 410 page, too many requests a 429 page;
 * never JSON and never a 5xx for a token.
 */
export function inviteRoutes(deps: InvitationDeps & RateLimitDeps) {
  const limit = rateLimit(deps, 'invitation-page', async (_c, ip) => ({ ip }));
  const limited = async (c: C, next: () => Promise<void>) => {
    try {
      await limit(c, next);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      return c.body(messagePage('Too many requests', INVITATION_MESSAGES.tooMany), 429, PAGE_HEADERS);
    }
  };
  return new Hono<AppEnv>()
    .use('/invite/*', limited)
    .get('/invite/:token', (c) => {
      const saved = SAVED.find((each) => each === c.req.query('saved'));
      return render(c, deps, { saved, state: c.req.query('state') });
    })
    .post(
      '/invite/:token/details',
      answer(deps, 'details', (token, form) => confirmDetails(deps, token, form)),
    )
    .post(
      '/invite/:token/consent',
      answer(deps, 'consent', (token, form) => answerConsent(deps, token, form.decision)),
    )
    .post(
      '/invite/:token/hospital',
      answer(deps, 'hospital', (token, form) => chooseHospital(deps, token, form.hospital)),
    );
}
