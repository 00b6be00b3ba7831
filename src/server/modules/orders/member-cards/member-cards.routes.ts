import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { MemberCardViewSchema, RevokeCardSchema } from '../../../../domain/orders/member-card';
import { requireAdmin } from '../../../auth/guards';
import { optionalSession } from '../../../auth/session';
import type { AdminDeps } from '../../../module-deps';
import type { AppEnv } from '../../../http/app-env';
import { fileBody, jsonBody, refusals } from '../../../http/openapi-responses';
import { pdfAttachment } from '../../../http/pdf-attachment';
import { validate } from '../../../http/validate';
import { memberCardPdf } from './member-card-pdf';
import { memberCardKey } from './member-card-token';
import { cardFor, cardsFor, revokeCardAsAdmin, type MemberCardDeps } from './member-cards.service';

const CardsBodySchema = z.object({ cards: z.array(MemberCardViewSchema) });

/** The auth deps and the server's secret, from which the cards' own key is derived. */
function cardDeps(deps: AdminDeps): MemberCardDeps {
  return { db: deps.db, appUrl: deps.appUrl, cardKey: memberCardKey(deps.auth.options.secret) };
}

/**
 * Member cards for the order's owner and admins (docs/decisions/038). Signed out is answered like a stranger: 404,
 * not 401, so a card's address says nothing about whether it exists.
 */
export function memberCardsRoutes(deps: AdminDeps) {
  const cards = cardDeps(deps);
  return new Hono<AppEnv>()
    .get(
      '/orders/:id/cards',
      describeRoute({
        tags: ['orders'],
        summary: "An active or expired order's member cards, one per person, for its owner or an admin",
        responses: { 200: jsonBody('The cards', CardsBodySchema), ...refusals(404, 409) },
      }),
      async (c) => {
        const viewer = (await optionalSession(deps, c))?.user ?? null;
        return c.json({ cards: await cardsFor(cards, viewer, c.req.param('id')) });
      },
    )
    .get(
      '/orders/:id/cards/:cardId/pdf',
      describeRoute({
        tags: ['orders'],
        summary: 'One member card as a PDF to print or keep, for the order’s owner or an admin',
        responses: { 200: fileBody('The card', 'application/pdf'), ...refusals(404, 409) },
      }),
      async (c) => {
        const viewer = (await optionalSession(deps, c))?.user ?? null;
        const card = await cardFor(cards, viewer, c.req.param('id'), c.req.param('cardId'));
        return pdfAttachment(c, await memberCardPdf(card), `member-card-${card.memberNumber}.pdf`);
      },
    )
    .post(
      '/admin/orders/:id/cards/:cardId/revoke',
      describeRoute({
        tags: ['admin'],
        summary: 'Revoke one member card with a reason; its verification page then says so',
        responses: {
          200: jsonBody('The order’s cards', CardsBodySchema),
          ...refusals(401, 403, 404, 409, 422),
        },
      }),
      requireAdmin(deps),
      validate('json', RevokeCardSchema),
      async (c) => {
        const admin = c.get('session').user;
        const { id, cardId } = c.req.param();
        return c.json({
          cards: await revokeCardAsAdmin(cards, admin, id, cardId, c.req.valid('json').reason),
        });
      },
    );
}
