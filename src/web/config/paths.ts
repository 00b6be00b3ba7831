// Relative, not '@/': react-router.config.ts loads this file without the app's path aliases.
import { DELETION_CONFIRM_PATH } from '../../domain/accounts/deletion-link';
import { applicationDetailPath } from '../../domain/applications/application-pages';
import {
  cardCheckPath,
  invitationPath,
  orderCardsPath,
  orderDetailPath,
} from '../../domain/orders/order-pages';

/** Every URL of the app, so links and redirects never spell a path by hand. */
export const paths = {
  landing: '/',
  splash: '/splash',
  onboarding: '/onboarding',
  home: '/home',
  profile: '/profile',
  /** The profile's list of saved property searches (decision 043). */
  savedSearches: '/profile#saved-searches',
  /** An order's own page, opened from 'My Orders' and its notifications (docs/decisions/032). */
  order: orderDetailPath,
  /** The order's member cards (docs/decisions/038). */
  orderCards: orderCardsPath,
  /** The relative's own page and a member card's cover check: the server serves them, outside this table. */
  invitation: invitationPath,
  cardCheck: cardCheckPath,
  /** A property or funeral application's own page. */
  application: applicationDetailPath,
  help: '/help',
  support: '/support',
  login: '/login',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  emailConfirmed: '/email-confirmed',
  deleteAccount: '/delete-account',
  /** Where the link mailed for a signed-out deletion request leads (the server writes that link). */
  deleteAccountConfirm: DELETION_CONFIRM_PATH,
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',

  healthcare: '/healthcare',
  healthcareOptions: '/healthcare/options',
  healthcarePlans: '/healthcare/plans',
  smathealthPlans: '/healthcare/smathealth-plans',
  homereachPlans: '/healthcare/homereach-plans',
  venusPlans: '/healthcare/venus-plans',
  tangerinePlans: '/healthcare/tangerine-plans',
  /**
   * The compare page, with the chosen plans and the ages to price in the query (`?plans=a,b&ages=70,68`) so the
   * comparison can be shared.
   */
  healthcareCompare: (planIds: readonly string[] = [], ages: readonly number[] = []) => {
    const query = [
      planIds.length > 0 ? `plans=${planIds.map(encodeURIComponent).join(',')}` : '',
      ages.length > 0 ? `ages=${ages.join(',')}` : '',
    ].filter(Boolean);
    return query.length > 0 ? `/healthcare/compare?${query.join('&')}` : '/healthcare/compare';
  },
  healthcarePlan: (id: string) => `/healthcare/plan/${encodeURIComponent(id)}`,
  /** The hospital finder (issue 15, point 1); its filters are the query (`?name=&state=&town=&tier=`). */
  healthcareHospitals: '/healthcare/hospitals',
  /** The compare page offering only the plans that cover a hospital, with those plans (at most four) chosen. */
  healthcareCompareForHospital: (hospitalId: string, planIds: readonly string[]) =>
    `/healthcare/compare?hospital=${encodeURIComponent(hospitalId)}${planIds.length > 0 ? `&plans=${planIds.map(encodeURIComponent).join(',')}` : ''}`,
  beneficiary: (planId: string) => `/healthcare/beneficiary?plan=${encodeURIComponent(planId)}`,
  payer: (planId: string) => `/healthcare/payer?plan=${encodeURIComponent(planId)}`,
  paymentSummary: '/healthcare/payment-summary',
  summary: (planId: string) => `/healthcare/summary?plan=${encodeURIComponent(planId)}`,
  success: (orderId: string) => `/healthcare/success?order=${encodeURIComponent(orderId)}`,
  payment: (orderId: string) => `/healthcare/payment?order=${encodeURIComponent(orderId)}`,
  /** 'Renew': fills the purchase flow from the order, then opens it (docs/decisions/039). */
  renew: (orderId: string) => `/healthcare/renew?order=${encodeURIComponent(orderId)}`,

  realEstate: '/real-estate',
  realEstateProviders: '/real-estate-providers',
  property: (id: string) => `/property/${encodeURIComponent(id)}`,
  /** A signed-in user's saved listings (decision 042). */
  saved: '/saved',
  funeralInsurance: '/funeral-insurance',
  funeralApply: '/funeral-insurance/apply',
  funeralClaimContact: '/funeral-insurance/claim-contact',
  /** The application form for one plan; the id is in the query so a reload or the sign-in round trip keeps it. */
  funeralApplyPlan: (planId: string) => `/funeral-insurance/apply?plan=${encodeURIComponent(planId)}`,

  adminLogin: '/admin/login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  /** Where an admin without two-factor authentication sets it up before the console opens. */
  adminTwoFactor: '/admin/two-factor',
  adminOrders: '/admin/orders',
  adminOrder: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  adminProperties: '/admin/properties',
  adminPropertyNew: '/admin/properties/new',
  adminProperty: (id: string) => `/admin/properties/${encodeURIComponent(id)}`,
  adminProviders: '/admin/providers',
  adminFuneralPlans: '/admin/funeral-plans',
  adminApplications: '/admin/applications',
  adminPremiums: '/admin/funeral-premiums',
  adminClaims: '/admin/claims',
  adminClaim: (id: string) => `/admin/claims/${encodeURIComponent(id)}`,
  adminApplication: (kind: 'property' | 'funeral', id: string) =>
    `/admin/applications/${kind}/${encodeURIComponent(id)}`,
  adminSupport: '/admin/support',
  adminSupportRequest: (id: string) => `/admin/support/${encodeURIComponent(id)}`,
  adminRefunds: '/admin/refunds',
  adminDeletions: '/admin/deletion-requests',
  adminUsers: '/admin/users',
  adminAuditLog: '/admin/audit-log',
  adminExchangeRates: '/admin/exchange-rates',
  adminReconciliation: '/admin/bank-statements',
  adminPartners: '/admin/partners',
  /** The partner portal (docs/decisions/079-partner-organisations.md): a partner's own organisation, or any for an admin acting for it. */
  partner: '/partner',
  partnerLogin: '/partner/login',
  partnerOrganisation: (id: string) => `/partner/organisations/${encodeURIComponent(id)}`,
  partnerInvitation: (token: string) => `/partner/invitation/${encodeURIComponent(token)}`,
  /** A realty firm's portal pages (docs/decisions/082-realty-partners.md). */
  partnerRealtyApplications: (id: string) => `/partner/organisations/${encodeURIComponent(id)}/applications`,
  partnerRealtyApplication: (id: string, applicationId: string) =>
    `/partner/organisations/${encodeURIComponent(id)}/applications/${encodeURIComponent(applicationId)}`,
  partnerRealtyViewings: (id: string) => `/partner/organisations/${encodeURIComponent(id)}/viewings`,
  partnerRealtyTitlePacks: (id: string) => `/partner/organisations/${encodeURIComponent(id)}/title-packs`,
  partnerClaims: (id: string) => `/partner/organisations/${encodeURIComponent(id)}/claims`,
  partnerClaim: (id: string, claimId: string) =>
    `/partner/organisations/${encodeURIComponent(id)}/claims/${encodeURIComponent(claimId)}`,
  partnerEnrolments: (id: string) => `/partner/organisations/${encodeURIComponent(id)}/enrolments`,
  /** An organisation's API keys and webhooks (docs/decisions/081-partner-api-keys-and-webhooks.md). */
  partnerApiKeys: (id: string) => `/partner/organisations/${encodeURIComponent(id)}/api-keys`,
  partnerWebhooks: (id: string) => `/partner/organisations/${encodeURIComponent(id)}/webhooks`,
} as const;

/** Route patterns for the router, where a path has a parameter. */
export const routePatterns = {
  healthcarePlan: '/healthcare/plan/:id',
  property: '/property/:id',
  beneficiary: '/healthcare/beneficiary',
  payer: '/healthcare/payer',
  summary: '/healthcare/summary',
  success: '/healthcare/success',
  adminOrder: '/admin/orders/:id',
  adminProperty: '/admin/properties/:id',
  adminApplication: '/admin/applications/:kind/:id',
  adminClaim: '/admin/claims/:id',
  adminSupportRequest: '/admin/support/:id',
  partnerOrganisation: '/partner/organisations/:id',
  partnerInvitation: '/partner/invitation/:token',
  partnerClaims: '/partner/organisations/:id/claims',
  partnerClaim: '/partner/organisations/:id/claims/:claimId',
  partnerEnrolments: '/partner/organisations/:id/enrolments',
  partnerApiKeys: '/partner/organisations/:id/api-keys',
  partnerWebhooks: '/partner/organisations/:id/webhooks',
} as const;

const PARSE_BASE = 'http://x.invalid';

/** C0 and C1 controls and DEL: browsers drop tabs and newlines from a URL, so `/\t/evil` would become `//evil`. */
const hasControlCharacter = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
  });

/**
 * Only same-origin paths may be redirect targets: one leading slash, never two; no backslash (browsers read it as
 * a slash) and no control character anywhere; and, as the final word, the URL parser must keep it on this origin.
 * Percent-encoded characters are fine: the browser does not decode them into the path's structure.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.home): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  if (target.includes('\\') || hasControlCharacter(target)) return fallback;
  return new URL(target, PARSE_BASE).origin === PARSE_BASE ? target : fallback;
}
