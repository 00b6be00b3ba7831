import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import {
  AdminExchangeRateViewSchema,
  ExchangeRateInputSchema,
  RatesInForceSchema,
} from '../../../domain/fx/exchange-rate.schema';
import { requireAdmin } from '../../auth/guards';
import type { AdminDeps } from '../../module-deps';
import type { AppEnv } from '../../http/app-env';
import { jsonBody, refusals } from '../../http/openapi-responses';
import { validate } from '../../http/validate';
import { enterExchangeRate, exchangeRateHistory, ratesInForce } from './exchange-rates.service';

interface ExchangeRatesDeps extends AdminDeps {
  now?: () => Date;
}

/** The rates in force for everyone (the catalogue's estimates), and the console's history and entry form. */
export function exchangeRatesRoutes(deps: ExchangeRatesDeps) {
  const { db } = deps;
  const now = () => (deps.now ?? (() => new Date()))();
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .get(
      '/exchange-rates',
      describeRoute({
        tags: ['catalogue'],
        summary: 'The exchange rate in force now for each currency that has one (naira per unit)',
        responses: { 200: jsonBody('The rates in force', RatesInForceSchema) },
      }),
      async (c) => c.json({ rates: await ratesInForce(db, now()) }),
    )
    .get(
      '/admin/exchange-rates',
      describeRoute({
        tags: ['admin'],
        summary: 'Every exchange rate entered, latest applies-from first, the ones in force marked',
        responses: {
          200: jsonBody('The history', z.object({ rates: z.array(AdminExchangeRateViewSchema) })),
          ...refusals(401, 403),
        },
      }),
      admin,
      async (c) => c.json({ rates: await exchangeRateHistory(db, now()) }),
    )
    .post(
      '/admin/exchange-rates',
      describeRoute({
        tags: ['admin'],
        summary: 'Enter a rate for a currency from a time on (never changes an earlier one)',
        responses: {
          201: jsonBody('The rate entered', z.object({ rate: AdminExchangeRateViewSchema })),
          ...refusals(400, 401, 403, 422),
        },
      }),
      admin,
      validate('json', ExchangeRateInputSchema),
      async (c) => {
        const actorId = c.get('session').user.id;
        const rate = await enterExchangeRate(db, actorId, c.req.valid('json'), now());
        return c.json({ rate }, 201);
      },
    );
}
