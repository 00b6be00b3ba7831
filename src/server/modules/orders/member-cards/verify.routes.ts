import { Hono } from 'hono';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { rateLimit, type RateLimitDeps } from '../../../http/rate-limit.middleware';
import { serverPageHeaders } from '../../../http/server-page';
import { verifyCard } from './member-cards.service';
import { cardNotFoundPage, tooManyChecksPage, verificationPage, VERIFY_FRAME } from './verify-page';

const PAGE_HEADERS = serverPageHeaders(VERIFY_FRAME);

/**
 * GET /verify/:token, the page a card's QR code opens (docs/decisions/038): public, rate-limited per address,
 * server-rendered. An unknown token is a 404 page, too many checks a 429 page; never JSON, never a 5xx for a token.
 */
export function verifyRoutes(deps: RateLimitDeps & { db: Db }) {
  const limit = rateLimit(deps, 'card-verify', async (_c, ip) => ({ ip }));
  return new Hono<AppEnv>().get(
    '/verify/:token',
    async (c, next) => {
      try {
        await limit(c, next);
      } catch (error) {
        // The limiter's refusal as a page (it has set Retry-After); anything else goes to the app's onError.
        if (!(error instanceof AppError) || error.status !== 429) throw error;
        return c.body(tooManyChecksPage(), 429, PAGE_HEADERS);
      }
    },
    async (c) => {
      const card = await verifyCard(deps.db, c.req.param('token'));
      if (!card) return c.body(cardNotFoundPage(), 404, PAGE_HEADERS);
      return c.body(verificationPage(card, new Date()), 200, PAGE_HEADERS);
    },
  );
}
