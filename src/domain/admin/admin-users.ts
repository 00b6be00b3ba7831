// Moved to src/domain/accounts/user-admin.ts. This re-export only keeps src/web's imports working until the web
// imports it from there (issue 12); new code imports the new path.
export * from '../accounts/user-admin';
