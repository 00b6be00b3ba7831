// Moved to src/domain/accounts/deletion-admin.ts. This re-export only keeps src/web's imports working until the web imports it from
// there (issue 12); new code imports the new path.
export * from '../accounts/deletion-admin';
