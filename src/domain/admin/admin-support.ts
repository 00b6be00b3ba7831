// Moved to src/domain/support/support-admin.ts. This re-export only keeps src/web's imports working until the web
// imports it from there (issue 12); new code imports the new path.
export * from '../support/support-admin';
