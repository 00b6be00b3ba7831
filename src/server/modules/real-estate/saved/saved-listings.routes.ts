import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  SAVED_LISTING_MESSAGES as M,
  SavedListingIdsViewSchema,
  SavedListingsViewSchema,
  SavedStateViewSchema,
} from '../../../../domain/property/saved-listings';
import { requireSession } from '../../../auth/guards';
import type { SessionDeps } from '../../../auth/session';
import type { AppEnv } from '../../../http/app-env';
import { jsonBody, refusals } from '../../../http/openapi-responses';
import { savedListingIdsOf, savedListingsOf, saveListing, unsaveListing } from './saved-listings.service';

const tags = ['real estate'];

/** A signed-in user's saved listings (issue 16, point 2): only ever their own, keyed by the session. */
export function savedListingsRoutes(deps: SessionDeps) {
  const { db } = deps;
  const signedIn = requireSession(deps, M.signedOut);
  return new Hono<AppEnv>()
    .get(
      '/saved-listings',
      describeRoute({
        tags,
        summary: "The signed-in user's saved listings that are published, most recently saved first",
        responses: { 200: jsonBody('The saved listings', SavedListingsViewSchema), ...refusals(401) },
      }),
      signedIn,
      async (c) => c.json(await savedListingsOf(db, c.get('session').user.id)),
    )
    .get(
      '/saved-listings/ids',
      describeRoute({
        tags,
        summary: "The ids of the signed-in user's saved listings, for the hearts on listing cards",
        responses: { 200: jsonBody('The ids', SavedListingIdsViewSchema), ...refusals(401) },
      }),
      signedIn,
      async (c) => c.json({ propertyIds: await savedListingIdsOf(db, c.get('session').user.id) }),
    )
    .put(
      '/saved-listings/:propertyId',
      describeRoute({
        tags,
        summary: 'Save a published listing; saving it again answers the same',
        responses: { 200: jsonBody('Saved', SavedStateViewSchema), ...refusals(401, 404, 409) },
      }),
      signedIn,
      async (c) => c.json(await saveListing(db, c.get('session').user.id, c.req.param('propertyId'))),
    )
    .delete(
      '/saved-listings/:propertyId',
      describeRoute({
        tags,
        summary: 'Remove a listing from the saved ones; removing one not saved answers the same',
        responses: { 200: jsonBody('Not saved', SavedStateViewSchema), ...refusals(401, 404) },
      }),
      signedIn,
      async (c) => c.json(await unsaveListing(db, c.get('session').user.id, c.req.param('propertyId'))),
    );
}
