import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  INVITATION_LIFETIME_DAYS,
  INVITATION_MESSAGES,
  RELATIVE_PAGE_DAYS_AFTER_COVER,
} from '../../../../domain/orders/beneficiary-invitation';
import { translate, translateEnglish, translator } from '../../../../i18n/translate';
import { PROOF_MESSAGES } from '../../../../domain/orders/relative-proof';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { rateLimit, type RateLimitDeps } from '../../../http/rate-limit.middleware';
import { serverPageHeaders } from '../../../http/server-page';
import { INVITE_FRAME, messagePage, RELATIVE_PAGE_SCRIPT } from './invite-page-layout';
import { RELATIVE_PAGE_SCRIPT_SOURCE, relativePageManifest } from './relative-page-install';
import { invitationPage, type PageInput, type Saved } from './invite-page';
import {
  answerConsent,
  chooseHospital,
  chooseLanguage,
  confirmDetails,
  languageOfLink,
  LinkGone,
  NotProven,
  openInvitation,
  type FieldErrors,
  type InvitationDeps,
} from './invitations.service';
import { provePage } from './prove-page';
import { stepPath } from './relative-steps-frame';
import { screenOf } from '../../../../domain/orders/relative-steps';
import { enterCode, sendCode } from './relative-code.service';
import { invitationPath } from '../../../../domain/orders/order-pages';

const PAGE_HEADERS = serverPageHeaders(INVITE_FRAME);

const SAVED: readonly Saved[] = ['details', 'consent', 'hospital'];

/** The proven device's cookie: one per link, sent back only to that link's page (docs/decisions/049). */
const DEVICE_COOKIE = 'dh_relative_device';
/**
 * A proven device stays proven for 400 days (browsers' cap): her page lasts as long as her cover (docs/decisions/050)
 * and she may keep it on her home screen. A new link (a new generation) ends every device's proof at once.
 */
const DEVICE_COOKIE_DAYS = 400;

type C = Context<AppEnv>;

const tokenOf = (c: C) => c.req.param('token') ?? '';
const deviceOf = (c: C) => getCookie(c, DEVICE_COOKIE);

interface RenderInput extends PageInput {
  /** The code screen's error, if the device is not proven yet. */
  proveError?: string;
}

async function render(c: C, deps: InvitationDeps, input: RenderInput, status: 200 | 403 | 422 = 200) {
  const found = await openInvitation(deps, tokenOf(c), deviceOf(c));
  // A token that names nobody has no language of its own: English (docs/decisions/069).
  if (found.kind === 'not-found') {
    const t = translator('en');
    return c.body(messagePage('en', t('error.notFoundTitle'), t('error.notFound')), 404, PAGE_HEADERS);
  }
  if (found.kind === 'expired') {
    const t = translator(found.language);
    const days = { days: INVITATION_LIFETIME_DAYS, afterDays: RELATIVE_PAGE_DAYS_AFTER_COVER };
    return c.body(
      messagePage(found.language, t('error.expiredTitle'), t('error.expired', days)),
      410,
      PAGE_HEADERS,
    );
  }
  if (found.kind === 'prove')
    return c.body(provePage(found, { error: input.proveError }), status, PAGE_HEADERS);
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

/** A link gone meanwhile shows its 404 or 410 page; a device without the code gets the code screen with a 403. */
async function refusal(c: C, deps: InvitationDeps, error: unknown) {
  if (error instanceof LinkGone) return render(c, deps, {});
  if (error instanceof NotProven) return render(c, deps, { proveError: PROOF_MESSAGES.proofNeeded }, 403);
  throw error;
}

/** Post, then redirect back to the page (303), so a reload does not send the answer again; errors re-render it. */
function answer(
  deps: InvitationDeps,
  saved: Saved,
  act: (
    token: string,
    cookie: string | undefined,
    form: Record<string, string>,
  ) => Promise<FieldErrors | undefined>,
) {
  return async (c: C) => {
    const token = tokenOf(c);
    const form = await formOf(c);
    try {
      const errors = await act(token, deviceOf(c), form);
      if (errors) return render(c, deps, { screen: saved, errors, form }, 422);
    } catch (error) {
      return refusal(c, deps, error);
    }
    return c.redirect(savedPath(token, saved), 303);
  };
}

/** After an answer, her page again with the note of what was saved: it opens on the next step still to do. */
const savedPath = (token: string, saved: Saved) => `${invitationPath(token)}?saved=${saved}`;

/**
 * The beneficiary's page behind their personal link (docs/decisions/041): public, rate-limited per address,
 * written by the server. A device opens it only after entering the code sent to the person's own phone or e-mail
 * (docs/decisions/049). An unknown token is a 404 page, an expired one a 410 page, too many requests a 429 page;
 * never JSON and never a 5xx for a token.
 */
export function inviteRoutes(deps: InvitationDeps & RateLimitDeps & { secureCookies?: boolean }) {
  const limit = rateLimit(deps, 'invitation-page', async (_c, ip) => ({ ip }));
  const perLink = rateLimit(deps, 'invitation-code', async (c) => ({ item: c.req.param('token') }));
  const asPage = (middleware: typeof limit, message: string) => async (c: C, next: () => Promise<void>) => {
    try {
      await middleware(c, next);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error;
      // In her language, read from her link (the token is the path's third part: /invite/<token>/...).
      const language = await languageOfLink(deps, c.req.path.split('/')[2] ?? '');
      const page = messagePage(
        language,
        translate(language, 'error.tooManyTitle'),
        translateEnglish(language, message),
      );
      return c.body(page, 429, PAGE_HEADERS);
    }
  };
  return new Hono<AppEnv>()
    .get(RELATIVE_PAGE_SCRIPT, (c) =>
      c.body(RELATIVE_PAGE_SCRIPT_SOURCE, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      }),
    )
    .use('/invite/*', asPage(limit, INVITATION_MESSAGES.tooMany))
    .get('/invite/:token/manifest.webmanifest', async (c) => {
      // Only for a link that works: an old or unknown token gets the same 404 page as the link itself.
      const found = await openInvitation(deps, tokenOf(c), undefined);
      if (found.kind === 'not-found' || found.kind === 'expired') return render(c, deps, {});
      return c.body(JSON.stringify(relativePageManifest(invitationPath(tokenOf(c)))), 200, {
        'content-type': 'application/manifest+json',
        'cache-control': 'no-store',
      });
    })
    .get('/invite/:token', (c) => {
      const saved = SAVED.find((each) => each === c.req.query('saved'));
      const screen = screenOf(c.req.query('step'));
      return render(c, deps, { screen, saved, state: c.req.query('state') });
    })
    .post('/invite/:token/code', asPage(perLink, PROOF_MESSAGES.tooManyCodes), async (c) => {
      try {
        const error = await sendCode(deps, tokenOf(c));
        if (error) return render(c, deps, { proveError: error }, 422);
      } catch (error) {
        return refusal(c, deps, error);
      }
      return c.redirect(invitationPath(tokenOf(c)), 303);
    })
    .post('/invite/:token/verify', async (c) => {
      const form = await formOf(c);
      try {
        const entry = await enterCode(deps, tokenOf(c), form.code);
        if ('error' in entry) return render(c, deps, { proveError: entry.error }, 422);
        setCookie(c, DEVICE_COOKIE, entry.cookie, {
          path: invitationPath(tokenOf(c)),
          httpOnly: true,
          secure: deps.secureCookies ?? false,
          sameSite: 'Lax',
          maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
        });
      } catch (error) {
        return refusal(c, deps, error);
      }
      return c.redirect(invitationPath(tokenOf(c)), 303);
    })
    .post('/invite/:token/language', async (c) => {
      const form = await formOf(c);
      try {
        const errors = await chooseLanguage(deps, tokenOf(c), form.language);
        if (errors) return render(c, deps, { screen: screenOf(form.step), errors }, 422);
      } catch (error) {
        return refusal(c, deps, error);
      }
      // Back to the screen she was on, now in the language she chose.
      const screen = screenOf(form.step);
      return c.redirect(screen ? stepPath(tokenOf(c), screen) : invitationPath(tokenOf(c)), 303);
    })
    .post(
      '/invite/:token/details',
      answer(deps, 'details', (token, cookie, form) => confirmDetails(deps, token, cookie, form)),
    )
    .post('/invite/:token/consent', async (c) => {
      const token = tokenOf(c);
      const form = await formOf(c);
      try {
        const outcome = await answerConsent(deps, token, deviceOf(c), form);
        // A refusal not yet confirmed: nothing stored, the 'Are you sure?' screen (issue 30, point 4).
        if (outcome && 'ask' in outcome) return c.redirect(stepPath(token, 'refuse'), 303);
        if (outcome) return render(c, deps, { screen: 'consent', errors: outcome.errors, form }, 422);
      } catch (error) {
        return refusal(c, deps, error);
      }
      return c.redirect(savedPath(token, 'consent'), 303);
    })
    .post(
      '/invite/:token/hospital',
      answer(deps, 'hospital', (token, cookie, form) => chooseHospital(deps, token, cookie, form.hospital)),
    );
}
