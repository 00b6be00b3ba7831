import { serveApp } from './serve-app';

/** The server as `npm start` runs it (README); serve-app.ts says how it starts and stops. */
serveApp().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
