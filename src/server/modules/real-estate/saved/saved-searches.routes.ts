import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  SAVED_SEARCH_MESSAGES,
  SaveSearchSchema,
  SavedSearchViewSchema,
} from '../../../../domain/property/saved-search';
import type { Auth } from '../../../auth/auth';
import { requireSession } from '../../../auth/guards';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/app-env';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { validate } from '../../../http/validate';
import { removeSavedSearch, savedSearchesOf, saveSearch } from './saved-searches.service';

/** A user's saved property searches (docs/decisions/043); only their owner sees or deletes them. */
export function savedSearchesRoutes(deps: { db: Db; auth: Auth }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get(
      '/saved-searches',
      describeRoute({
        tags: ['real estate'],
        summary: "The signed-in user's saved property searches, newest first",
        responses: {
          200: jsonBody('The saved searches', z.object({ searches: z.array(SavedSearchViewSchema) })),
          ...refusals(401),
        },
      }),
      requireSession(deps),
      async (c) => c.json({ searches: await savedSearchesOf(db, c.get('session').user.id) }),
    )
    .post(
      '/saved-searches',
      describeRoute({
        tags: ['real estate'],
        summary:
          "Save the list's filters (as the list's query takes them) with a daily alert of new listings that match",
        responses: {
          201: jsonBody('The saved search', z.object({ search: SavedSearchViewSchema })),
          ...refusals(400, 401, 409, 422),
        },
      }),
      requireSession(deps, SAVED_SEARCH_MESSAGES.signedOut),
      validate('json', SaveSearchSchema),
      async (c) => {
        const search = await saveSearch(db, c.get('session').user.id, c.req.valid('json'));
        return c.json({ search }, 201);
      },
    )
    .delete(
      '/saved-searches/:id',
      describeRoute({
        tags: ['real estate'],
        summary: 'Delete one of my saved searches, and its alerts',
        responses: { 204: { description: 'The search is deleted' }, ...refusals(401, 404) },
      }),
      requireSession(deps),
      async (c) => {
        await removeSavedSearch(db, c.get('session').user.id, c.req.param('id'));
        return c.body(null, 204);
      },
    );
}
