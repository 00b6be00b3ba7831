import { getPurchaseFlow, updatePurchaseFlow } from './purchase-flow-store';

function randomKey(): string {
  // getRandomValues works on plain http too, where crypto.randomUUID does not exist.
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The idempotency key of this checkout: made once, kept until the order is placed. */
export function checkoutKey(): string {
  const existing = getPurchaseFlow().checkoutKey;
  if (existing) return existing;
  const key = randomKey();
  updatePurchaseFlow({ checkoutKey: key });
  return key;
}
