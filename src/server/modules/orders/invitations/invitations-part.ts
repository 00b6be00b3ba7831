import { routeBasics, type ModuleDeps } from '../../../module-deps';
import { memberCardKey } from '../member-cards/member-card-token';
import { invitationKey } from './invitation-links.service';
import { invitationsRoutes } from './invitations.routes';
import { inviteRoutes } from './invite.routes';

/** What the beneficiaries' invitations need (docs/decisions/041): their links' key, and the cards' for their card. */
function invitationDeps({ db, auth, config, mailOut }: ModuleDeps) {
  return {
    db,
    links: { key: invitationKey(auth.options.secret), appUrl: config.appUrl },
    mailOut,
    cardKey: memberCardKey(auth.options.secret),
  };
}

/**
 * The invitations part of orders: the sponsor's invitations, and the beneficiary's page behind their link, which the
 * server writes itself like the card check; its forms post to it.
 */
export function invitationsPart(deps: ModuleDeps) {
  const { config } = deps;
  return {
    routes: invitationsRoutes({ ...routeBasics(deps), ...invitationDeps(deps), mailOut: deps.mailOut }),
    invitePage: inviteRoutes({
      ...invitationDeps(deps),
      trustProxy: config.trustProxy,
      authRateLimit: config.authRateLimit,
      secureCookies: config.appUrl.startsWith('https://'),
    }),
  };
}
