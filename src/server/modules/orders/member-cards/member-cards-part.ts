import { adminBasics, type ModuleDeps } from '../../../module-deps';
import { memberCardsRoutes } from './member-cards.routes';
import { verifyRoutes } from './verify.routes';

/** The member cards part of orders: the console's cards, and the page a card's QR code opens (server-written). */
export function memberCardsPart(deps: ModuleDeps) {
  const { db, config } = deps;
  return {
    admin: memberCardsRoutes(adminBasics(deps)),
    verifyPage: verifyRoutes({ db, trustProxy: config.trustProxy, authRateLimit: config.authRateLimit }),
  };
}
