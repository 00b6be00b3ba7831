// Moved to src/domain/funeral/funeral-plan-admin.ts. This re-export only keeps src/web's imports working until the web
// imports it from there (issue 12); new code imports the new path.
export * from '../funeral/funeral-plan-admin';
