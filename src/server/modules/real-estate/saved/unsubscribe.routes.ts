import { Hono } from 'hono';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/app-env';
import { serverPageHeaders } from '../../../http/server-page';
import { searchForUnsubscribe, unsubscribe } from './saved-searches.service';
import {
  confirmUnsubscribePage,
  UNSUBSCRIBE_FRAME,
  unsubscribedPage,
  unsubscribeNotFoundPage,
} from './unsubscribe-page';

const PAGE_HEADERS = serverPageHeaders(UNSUBSCRIBE_FRAME);

/**
 * /unsubscribe/:id/:token, an alert's one-click unsubscribe (docs/decisions/043), outside /api: a mail client's
 * RFC 8058 POST comes with no session and no Origin. GET shows what it would stop; POST stops it. An unknown or
 * wrong token, or a search already gone, is the same 404 page.
 */
export function unsubscribeRoutes(deps: { db: Db; unsubscribeKey: Buffer }) {
  return new Hono<AppEnv>()
    .get('/unsubscribe/:id/:token', async (c) => {
      const { id, token } = c.req.param();
      const search = await searchForUnsubscribe(deps.db, deps.unsubscribeKey, id, token);
      if (!search) return c.body(unsubscribeNotFoundPage(), 404, PAGE_HEADERS);
      return c.body(confirmUnsubscribePage(search.name, c.req.path), 200, PAGE_HEADERS);
    })
    .post('/unsubscribe/:id/:token', async (c) => {
      const { id, token } = c.req.param();
      const name = await unsubscribe(deps.db, deps.unsubscribeKey, id, token);
      if (name === undefined) return c.body(unsubscribeNotFoundPage(), 404, PAGE_HEADERS);
      return c.body(unsubscribedPage(name), 200, PAGE_HEADERS);
    });
}
