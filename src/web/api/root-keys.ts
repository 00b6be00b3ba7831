/**
 * The first element of every query and mutation key, one per resource, written only here (lint holds the other
 * keys to it). Each resource's key factory starts from its root. A change made in one feature marks another
 * feature's data stale by its root without importing that feature (an admin edit and the public plan list, say),
 * and no two resources can share a root by accident.
 */
export const rootKeys = {
  me: ['me'],
  orders: ['orders'],
  paymentOptions: ['payment-options'],
  payments: ['payments'],
  propertyApplications: ['property-applications'],
  funeralApplications: ['funeral-applications'],
  funeralClaims: ['funeral-claims'],
  funeralPlans: ['funeral-plans'],
  realEstate: ['real-estate'],
  savedSearches: ['saved-searches'],
  savedListings: ['saved-listings'],
  hospitals: ['hospitals'],
  exchangeRates: ['exchange-rates'],
  notifications: ['notifications'],
  supportRequests: ['support-requests'],
  deletionRequests: ['deletion-requests'],
  /** The partner portal's organisation and its invitation links. */
  partners: ['partners'],
  /** Every console query, so one admin change can mark them all stale (lists, dashboard, audit log). */
  admin: ['admin'],
} as const;
