import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RememberingRouter } from './remembering-router';

/** Routes RegExpRouter cannot hold (a literal segment beside a parameter), as the API has. */
function appOn(router?: RememberingRouter<never>) {
  const app = router ? new Hono({ router }) : new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('x-seen', 'yes');
  });
  app.get('/properties/featured', (c) => c.text('featured'));
  app.get('/properties/:id', (c) => c.text(`one ${c.req.param('id')}`));
  app.post('/notifications/read-all', (c) => c.text('all read'));
  app.post('/notifications/:id/read', (c) => c.text(`read ${c.req.param('id')}`));
  app.all('*', (c) => c.text('none', 404));
  return app;
}

const requests: [string, string][] = [
  ['GET', '/properties/featured'],
  ['GET', '/properties/abc'],
  ['GET', '/properties/d%20e'],
  ['GET', '/properties/xyz'],
  ['POST', '/notifications/read-all'],
  ['POST', '/notifications/n1/read'],
  ['GET', '/notifications/n1/read'],
  ['DELETE', '/elsewhere'],
];

async function answers(app: Hono) {
  const seen: string[] = [];
  for (const [method, path] of [...requests, ...requests]) {
    const response = await app.request(path, { method });
    seen.push(
      `${method} ${path} ${response.status} ${await response.text()} ${response.headers.get('x-seen')}`,
    );
  }
  return seen;
}

describe('the remembering router', () => {
  it("answers every request as Hono's default router does, asked once or again", async () => {
    expect(await answers(appOn(new RememberingRouter()))).toEqual(await answers(appOn()));
  });

  it('gives the remembered match for a path it has seen, and forgets everything when full', () => {
    const router = new RememberingRouter<string>();
    router.add('GET', '/properties/:id', 'one');
    const first = router.match('GET', '/properties/a');
    expect(router.match('GET', '/properties/a')).toBe(first);
    for (let index = 0; index < 1_000; index++) router.match('GET', `/properties/${index}`);
    const again = router.match('GET', '/properties/a');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
