import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/*
 * The spec's whole route table. Every route module is its own chunk, loaded when first visited. The static public
 * pages come first, outside the data layout, so they load no query, API or toast code (decision 021). The landing
 * page is inside it: a visitor gets it as a document without React, and a signed-in user's top bar asks who is
 * signed in (decision 027).
 */
const ORDERS = 'features/orders/pages';
const CATALOGUE = 'features/health-catalogue/pages';
const FUNERAL = 'features/funeral/pages';
const REAL_ESTATE = 'features/real-estate/pages';
const ADMIN = 'features/admin';
const REALTY_PARTNER = 'features/partners/realty/pages';

export default [
  route('help', 'features/help/pages/help-page.tsx'),
  route('privacy-policy', 'features/legal/pages/privacy-policy-page.tsx'),
  route('terms-and-conditions', 'features/legal/pages/terms-page.tsx'),
  route('splash', 'features/onboarding/pages/splash-page.tsx'),
  route('onboarding', 'features/onboarding/pages/onboarding-page.tsx'),

  layout('app/layouts/data-layout.tsx', [
    index('features/marketing/pages/landing-page.tsx'),
    route('signup', 'features/auth/pages/sign-up-page.tsx'),
    route('login', 'features/auth/pages/sign-in-page.tsx', { id: 'login' }),
    route('signin', 'features/auth/pages/sign-in-page.tsx', { id: 'signin' }),
    route('forgot-password', 'features/auth/pages/forgot-password-page.tsx'),
    route('reset-password', 'features/auth/pages/reset-password-page.tsx'),
    route('email-confirmed', 'features/auth/pages/email-confirmed-page.tsx'),
    route('support', 'features/support/pages/support-page.tsx'),
    route('delete-account', 'features/account-deletion/pages/delete-account-page.tsx'),
    route('delete-account/confirm', 'features/account-deletion/pages/confirm-deletion-page.tsx'),

    layout('app/layouts/signed-in-layout.tsx', [
      route('home', 'features/home/pages/home-page.tsx'),
      route('profile', 'app/account/account-page.tsx'),
      route('profile/orders/:id', `${ORDERS}/order-page.tsx`),
      route('profile/orders/:id/cards', `${ORDERS}/member-cards-page.tsx`),
      route('profile/applications/property/:id', `${REAL_ESTATE}/property-application-page.tsx`),
      route('profile/applications/funeral/:id', `${FUNERAL}/funeral-application-page.tsx`),
      route('saved', `${REAL_ESTATE}/saved-page.tsx`),
    ]),

    route('healthcare', 'app/redirects/healthcare-redirect.tsx'),
    route('healthcare/payment-summary', 'app/redirects/payment-summary-redirect.tsx'),
    route('healthcare/options', `${CATALOGUE}/options-page.tsx`),
    route('healthcare/plans', `${CATALOGUE}/diaspora-uhms-plans-page.tsx`),
    route('healthcare/smathealth-plans', `${CATALOGUE}/ally-partners-plans-page.tsx`),
    route('healthcare/homereach-plans', `${CATALOGUE}/homereach-plans-page.tsx`),
    route('healthcare/venus-plans', `${CATALOGUE}/venus-plans-page.tsx`),
    route('healthcare/tangerine-plans', `${CATALOGUE}/tangerine-plans-page.tsx`),
    route('healthcare/plan/:id', `${CATALOGUE}/plan-detail-page.tsx`),
    route('healthcare/compare', `${CATALOGUE}/compare-page.tsx`),
    route('healthcare/hospitals', `${CATALOGUE}/hospitals-page.tsx`),
    route('healthcare/beneficiary', `${ORDERS}/beneficiary-page.tsx`),
    route('healthcare/payer', `${ORDERS}/payer-page.tsx`),
    route('healthcare/summary', `${ORDERS}/summary-page.tsx`),
    route('healthcare/success', `${ORDERS}/success-page.tsx`),
    route('healthcare/payment', `${ORDERS}/payment-page.tsx`),
    route('healthcare/renew', `${ORDERS}/renew-page.tsx`),

    route('real-estate', `${REAL_ESTATE}/real-estate-page.tsx`),
    route('real-estate-providers', `${REAL_ESTATE}/providers-page.tsx`),
    route('property/:id', `${REAL_ESTATE}/property-page.tsx`),
    route('funeral-insurance', `${FUNERAL}/funeral-plans-page.tsx`),
    route('funeral-insurance/apply', `${FUNERAL}/funeral-apply-page.tsx`),
    route('funeral-claim/:token', `${FUNERAL}/claim-link-page.tsx`),
    route('funeral-insurance/claim-contact', `${FUNERAL}/claim-contact-page.tsx`),

    route('partner/login', 'features/auth/pages/partner-login-page.tsx'),
    route('partner/invitation/:token', 'features/partners/pages/partner-invitation-page.tsx'),
    route('partner', 'features/partners/pages/partner-home-page.tsx'),
    route('partner/organisations/:id', 'features/partners/pages/partner-organisation-page.tsx'),
    route('partner/organisations/:id/applications', `${REALTY_PARTNER}/realty-applications-page.tsx`),
    route(
      'partner/organisations/:id/applications/:applicationId',
      `${REALTY_PARTNER}/realty-application-page.tsx`,
    ),
    route('partner/organisations/:id/viewings', `${REALTY_PARTNER}/realty-viewings-page.tsx`),
    route('partner/organisations/:id/title-packs', `${REALTY_PARTNER}/realty-title-packs-page.tsx`),
    route('partner/organisations/:id/claims', 'features/partners/claims/pages/underwriter-claims-page.tsx'),
    route(
      'partner/organisations/:id/claims/:claimId',
      'features/partners/claims/pages/underwriter-claim-page.tsx',
    ),
    route('partner/organisations/:id/enrolments', 'features/partners/pages/partner-enrolments-page.tsx'),
    route('partner/organisations/:id/api-keys', 'features/partners/api-access/api-keys-page.tsx'),
    route('partner/organisations/:id/webhooks', 'features/partners/api-access/webhooks-page.tsx'),

    route('admin/login', 'features/auth/pages/admin-login-page.tsx'),
    route('admin/two-factor', 'features/auth/pages/admin-two-factor-page.tsx'),
    route('admin', 'app/redirects/admin-redirect.tsx'),
    layout('app/layouts/admin-layout.tsx', [
      route('admin/dashboard', `${ADMIN}/dashboard/pages/dashboard-page.tsx`),
      route('admin/orders', `${ADMIN}/orders/pages/orders-page.tsx`),
      route('admin/orders/:id', `${ADMIN}/orders/pages/order-page.tsx`),
      route('admin/properties', `${ADMIN}/real-estate/pages/properties-page.tsx`),
      route('admin/properties/new', `${ADMIN}/real-estate/pages/property-new-page.tsx`),
      route('admin/properties/:id', `${ADMIN}/real-estate/pages/property-edit-page.tsx`),
      route('admin/providers', `${ADMIN}/real-estate/pages/providers-page.tsx`),
      route('admin/funeral-plans', `${ADMIN}/funeral/pages/funeral-plans-page.tsx`),
      route('admin/applications', `${ADMIN}/applications/pages/applications-page.tsx`),
      route('admin/funeral-premiums', `${ADMIN}/premiums/pages/premiums-page.tsx`),
      route('admin/applications/:kind/:id', `${ADMIN}/applications/pages/application-page.tsx`),
      route('admin/claims', `${ADMIN}/claims/pages/claims-page.tsx`),
      route('admin/claims/:id', `${ADMIN}/claims/pages/claim-page.tsx`),
      route('admin/support', `${ADMIN}/support/pages/support-inbox-page.tsx`),
      route('admin/support/:id', `${ADMIN}/support/pages/support-request-page.tsx`),
      route('admin/refunds', `${ADMIN}/refunds/pages/refunds-page.tsx`),
      route('admin/deletion-requests', `${ADMIN}/deletions/pages/deletion-requests-page.tsx`),
      route('admin/users', `${ADMIN}/users/pages/users-page.tsx`),
      route('admin/audit-log', `${ADMIN}/audit/pages/audit-log-page.tsx`),
      route('admin/exchange-rates', `${ADMIN}/exchange-rates/pages/exchange-rates-page.tsx`),
      route('admin/bank-statements', `${ADMIN}/reconciliation/pages/reconciliation-page.tsx`),
      route('admin/partners', `${ADMIN}/partners/pages/partners-page.tsx`),
    ]),

    route('*', 'app/not-found-page.tsx'),
  ]),
] satisfies RouteConfig;
