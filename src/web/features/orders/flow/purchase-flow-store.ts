import { useSyncExternalStore } from 'react';
import { isCalendarDate } from '@/domain/calendar-date';
import { ALLY_PLAN_TYPES, type AllyPlanType } from '@/domain/catalogue/types';
import type { Price } from '@/domain/money';
import type { BeneficiaryInput, PayerInput } from '@/domain/orders/order.schema';

/**
 * The purchase in progress, kept in session storage under the spec's keys so it survives a reload and the
 * sign-in round trip (DECISIONS 13), and is forgotten when the tab closes or the order is placed.
 */
export interface SelectedPlan {
  id: string;
  name: string;
  description: string;
}

/** The order this purchase renews (docs/decisions/039), as the server described it when 'Renew' was pressed. */
export interface FlowRenewal {
  orderId: string;
  confirmationNumber: string;
  /** The day after the renewed cover ends, or tomorrow: the prices are taken on the ages then. */
  earliestStart: string;
}

export interface PurchaseFlow {
  selectedPlan: SelectedPlan | null;
  beneficiaries: BeneficiaryInput[];
  /** 'skipped' when the user chose Skip: the account holder pays. */
  payerInfo: PayerInput | 'skipped' | null;
  planType: AllyPlanType | null;
  /** The latest total shown to the user; the server prices the order itself. */
  planPrice: Price | null;
  /** One per checkout, so a retried or double-clicked 'Complete Order' places one order. */
  checkoutKey: string | null;
  renewal: FlowRenewal | null;
}

const KEYS = [
  'selectedPlan',
  'beneficiaries',
  'payerInfo',
  'planType',
  'planPrice',
  'checkoutKey',
  'renewal',
] as const;
const EMPTY: PurchaseFlow = {
  selectedPlan: null,
  beneficiaries: [],
  payerInfo: null,
  planType: null,
  planPrice: null,
  checkoutKey: null,
  renewal: null,
};

function readKey<K extends keyof PurchaseFlow>(key: K): PurchaseFlow[K] {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? EMPTY[key] : (JSON.parse(text) as PurchaseFlow[K]);
  } catch {
    return EMPTY[key];
  }
}

function readFlow(): PurchaseFlow {
  const flow = Object.fromEntries(KEYS.map((key) => [key, readKey(key)])) as unknown as PurchaseFlow;
  // Storage is user-editable: keep only shapes the pages can use.
  if (!Array.isArray(flow.beneficiaries)) flow.beneficiaries = [];
  if (flow.planType && !ALLY_PLAN_TYPES.includes(flow.planType)) flow.planType = null;
  if (flow.renewal && (typeof flow.renewal !== 'object' || !isCalendarDate(flow.renewal.earliestStart))) {
    flow.renewal = null;
  }
  return flow;
}

let snapshot: PurchaseFlow | null = null;
const listeners = new Set<() => void>();

function getSnapshot(): PurchaseFlow {
  snapshot ??= readFlow();
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updatePurchaseFlow(changes: Partial<PurchaseFlow>) {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  }
  snapshot = { ...getSnapshot(), ...changes };
  listeners.forEach((listener) => listener());
}

export function clearPurchaseFlow() {
  updatePurchaseFlow(EMPTY);
}

export function getPurchaseFlow(): PurchaseFlow {
  return getSnapshot();
}

const serverSnapshot = () => EMPTY;

export function usePurchaseFlow(): PurchaseFlow {
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}
