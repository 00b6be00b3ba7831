// Moved to src/domain/orders/order-admin.ts. This re-export only keeps src/web's imports working until the web
// imports the orders domain directly (issue 12); new code imports '../orders/order-admin'.
export * from '../orders/order-admin';
