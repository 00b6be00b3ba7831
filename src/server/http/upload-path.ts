/**
 * The photo upload endpoint. It takes bodies larger than the general JSON limit, so app.ts leaves it out of that
 * limit and the upload route checks its own.
 */
export const UPLOAD_PATH = '/api/admin/uploads';
