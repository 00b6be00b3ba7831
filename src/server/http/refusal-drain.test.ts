import { connect } from 'node:net';
import { describe, expect } from 'vitest';
import { apiTest } from '../../testing/api-test';
import { freePort } from '../../testing/free-port';
import { serveOnLoopback } from '../../testing/serve-on-loopback';
import { signedUpClient } from '../../testing/signed-up-client';
import { TEST_ORIGIN, type TestApp } from '../../testing/test-app';

const it = apiTest();
// A limit above the large body, so the rate limit is what refuses it.
const itWithRoom = apiTest({ bodyLimitBytes: 4 * 1024 * 1024 });
const LARGE = 1024 * 1024;
// Sent for longer than node-server's own drain (500 ms) lasts after the 429, which is answered a little later.
const LARGER = 3 * 1024 * 1024;

/**
 * Posts a body over a real socket like curl or most HTTP libraries do: the whole body first, then the answer is
 * read. The body goes out in pieces, slower than the server's own short drain, as from a phone. Resolves with the
 * status line, or 'reset' when the connection broke before an answer arrived.
 */
function postWholeBodyFirst(port: number, path: string, bytes: number, headers: Record<string, string>) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let settled = false;
    const settle = (result: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(result);
    };
    socket.on('error', () => settle('reset'));
    socket.pause();
    const head = Object.entries({ ...headers, 'content-type': 'application/json', 'content-length': bytes })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\norigin: ${TEST_ORIGIN}\r\n${head}\r\n`);
    const piece = Buffer.alloc(32 * 1024, 'a');
    let sent = 0;
    const sendNext = () => {
      if (sent < bytes) {
        sent += piece.length;
        socket.write(piece);
        setTimeout(sendNext, 15);
        return;
      }
      socket.on('data', (data) => {
        answer += String(data);
        if (answer.includes('\r\n\r\n') && answer.includes('"error"')) settle(answer.split('\r\n')[0] ?? '');
      });
      socket.on('end', () => settle(answer.split('\r\n')[0] || 'reset'));
      socket.resume();
    };
    sendNext();
  });
}

async function served<T>(testApp: TestApp, exchange: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = await serveOnLoopback(testApp.app.fetch, port);
  try {
    return await exchange(port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

// Issue 28, point 8: 3 of 10 over-limit and 8 of 20 rate-limited large requests got a reset instead of their answer.
describe('refusals answered before the body is read', () => {
  it('answers a body over the limit with its 413, not a reset', async ({ testApp }) => {
    const statuses = await served(testApp, async (port) => {
      const answers = [];
      for (let round = 0; round < 3; round += 1) {
        answers.push(await postWholeBodyFirst(port, '/api/support-requests', LARGE, {}));
      }
      return answers;
    });
    expect(statuses).toEqual(Array(3).fill('HTTP/1.1 413 Payload Too Large'));
  }, 30_000);

  itWithRoom(
    'answers a rate-limited request with a large body with its 429, not a reset',
    async ({ testApp }) => {
      let cookie = '';
      // The customer's client, through a door that notes the session cookie it sends, to send the same one by socket.
      const door = {
        request: (request: Request) => {
          cookie = request.headers.get('cookie') ?? cookie;
          return testApp.app.request(request);
        },
      } as unknown as TestApp['app'];
      const { client } = await signedUpClient({ app: door, runtime: testApp.runtime });
      const resend = `/api/orders/${crypto.randomUUID()}/invitations/${crypto.randomUUID()}/resend`;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await client.fetch(resend, { method: 'POST' })).status).toBe(404);
      }
      const statuses = await served(testApp, async (port) => [
        await postWholeBodyFirst(port, resend, LARGER, { cookie }),
        await postWholeBodyFirst(port, resend, LARGER, { cookie }),
      ]);
      expect(statuses).toEqual(Array(2).fill('HTTP/1.1 429 Too Many Requests'));
    },
    30_000,
  );
});
