import { expect, test } from '@playwright/test';
import { startServer, stopped, tempDataDir } from './support/server-process';

// A durability test: servers of its own and no browser (./support/server-process.ts says how they run).

test('SIGTERM finishes in-flight requests and closes the database', async () => {
  test.setTimeout(150_000);
  const dataDir = tempDataDir();
  const server = await startServer(dataDir);
  // A request whose body is still arriving when SIGTERM comes: the server must wait for it and answer.
  let finishBody!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"firstName":'));
      finishBody = () => {
        controller.enqueue(new TextEncoder().encode('"Late"}'));
        controller.close();
      };
    },
  });
  const inFlight = fetch(`${server.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body,
    duplex: 'half',
  } as RequestInit);
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  finishBody();
  const response = await inFlight;
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  await stopped(server.child);
  expect(server.child.exitCode).toBe(0);
});
