/**
 * Where the API is mounted (app.ts, the OpenAPI document's server), and the readiness check under it, which the
 * readiness gate answers by itself while the app is still starting (http/readiness-gate.ts).
 */
export const API_BASE = '/api';
export const READINESS_ROUTE = '/health/ready';
export const READINESS_PATH = `${API_BASE}${READINESS_ROUTE}`;
