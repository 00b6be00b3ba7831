// @ts-check
/**
 * `npm start`: builds if the sources changed since the last build (never on a plain restart), then runs the
 * server bundle in this same process: one npm and one Node start fewer than `… && npm run serve`.
 */
import { buildIfStale } from './build-if-stale.js';

buildIfStale();
// eslint-disable-next-line no-restricted-properties -- `npm run serve`'s default, set before the server reads it.
process.env.NODE_ENV ??= 'production';
await import('../build/server-bundle/main.js');
