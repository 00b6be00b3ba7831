import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import { fromEveryAddress, fuzzPersona, type FuzzPersona } from '../../testing/fuzz-client';
import {
  fillPath,
  fuzzBody,
  fuzzParam,
  fuzzQuery,
  json,
  poisonedBodies,
  poisonedParams,
  poisonedQueries,
} from '../../testing/fuzz-inputs';
import { apiRoutes, type FuzzRoute } from '../../testing/fuzz-routes';

// FUZZ_SEED=<n> replays a reported failure; FUZZ_RUNS raises the cases per route for a longer hunt.
const SEED = Number(import.meta.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(import.meta.env.FUZZ_RUNS ?? 6);

/** One malformed request for a route: path parameters, a query string for reads, a body for writes. */
function fuzzRequest(route: FuzzRoute) {
  const paramCount = route.path.match(/:\w+/g)?.length ?? 0;
  return fc.record({
    params: fc.array(fuzzParam, { minLength: paramCount, maxLength: paramCount }),
    query: route.method === 'GET' ? fuzzQuery(route.queryKeys) : fc.constant(''),
    body: route.method === 'GET' ? fc.constant(undefined) : fuzzBody(route.bodyKeys),
  });
}

/** Each known field or query key poisoned in turn, on top of the random cases. */
function poisonedExamples(route: FuzzRoute): Array<[FuzzInput]> {
  const params = (route.path.match(/:\w+/g) ?? []).map(() => crypto.randomUUID());
  // Each path parameter poisoned in turn, the others real-looking: a NUL in a re-send's person or an admin's user id
  // answered 500 (issue 28).
  const pathCases = poisonedParams(params.length).map((poisoned): [FuzzInput] => [
    { params: poisoned, query: '', body: route.method === 'GET' ? undefined : json({}) },
  ]);
  if (route.method === 'GET') {
    return [
      ...pathCases,
      ...poisonedQueries(route.queryKeys).map((query): [FuzzInput] => [{ params, query, body: undefined }]),
    ];
  }
  return [
    ...pathCases,
    ...poisonedBodies(route.bodyKeys).map((body): [FuzzInput] => [{ params, query: '', body }]),
  ];
}

type FuzzInput = ReturnType<typeof fuzzRequest> extends fc.Arbitrary<infer Input> ? Input : never;

/** Never a server fault; every refusal in the API's one error shape. */
async function checkAnswer(response: Response, what: string): Promise<void> {
  if (response.status >= 500)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  if (response.status < 400) return;
  const text = await response.text();
  let body: { error?: { code?: unknown; message?: unknown } } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  if (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string') {
    throw new Error(`${what} answered ${response.status} without the error shape: ${text.slice(0, 200)}`);
  }
}

// Every request comes from an address of its own; the per-email limits are raised so none answers 429 first.
const it = apiTest({ authRateLimit: { max: 1_000_000, windowMs: 60_000 } });

// Two tests per persona, each taking every other route: the same cases (a seed per route) sent as a visitor, a
// customer, an admin and a partner. One test a persona took up to 10.5 s on a busy machine, over the 10-second limit.
const HALVES = [0, 1] as const;
const PERSONAS: Record<FuzzPersona['name'], string> = {
  visitor: 'a visitor',
  user: 'a customer',
  admin: 'an admin',
  partner: "a partner's manager",
};

describe('API fuzz: malformed input never gets a 5xx', () => {
  for (const [name, who] of Object.entries(PERSONAS) as [FuzzPersona['name'], string][]) {
    it.for(HALVES)(
      `answers every route of half %i as ${who}, with a 4xx in the error shape`,
      { timeout: 60_000 },
      async (half, { testApp }) => {
        const app = fromEveryAddress(testApp);
        const routes = await apiRoutes(testApp);
        const persona = await fuzzPersona(app, name);
        const failures: string[] = [];
        let sent = 0;
        const started = Date.now();
        const send = async (route: FuzzRoute, { params, query, body }: FuzzInput) => {
          const url = `${fillPath(route.path, params)}${query ? `?${query}` : ''}`;
          const headers: Record<string, string> = body?.contentType
            ? { 'content-type': body.contentType }
            : {};
          sent += 1;
          const response = await persona.client.fetch(url, {
            method: route.method,
            headers,
            body: body?.text,
          });
          await checkAnswer(response, `${route.method} ${url} as ${persona.name}`);
        };
        for (const [index, route] of routes.entries()) {
          if (index % HALVES.length !== half) continue;
          // A seed per route, so each route gets its own cases rather than the same sequence as the others.
          const seed = SEED + index;
          const examples = poisonedExamples(route);
          const result = await fc.check(
            fc.asyncProperty(fuzzRequest(route), (input) => send(route, input)),
            // Examples count towards numRuns, so the random cases come on top of them.
            { seed, numRuns: RUNS + examples.length, endOnFailure: true, examples },
          );
          if (result.failed) {
            failures.push(`${route.method} ${route.path} (seed ${seed}): ${String(result.errorInstance)}`);
          }
          await persona.keepSignedIn();
        }
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.info(
          `API fuzz as ${name}, half ${half}: ${sent} requests to half of ${routes.length} routes in ${seconds} s (seed ${SEED})`,
        );
        expect(failures, `seed ${SEED}`).toEqual([]);
      },
    );
  }
});
