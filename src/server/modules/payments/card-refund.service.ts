import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { MailOut } from '../notifications';
import { cardRefundToSend, recordRefundAnswer, settleCardRefund, type RefundSettlement } from '../orders';
import type { CardPaymentProvider, RefundEvent } from './card-provider';
import type { CardRefundQueue } from './card-refund.queue';

/**
 * The card-refund job (docs/decisions/052): asks the provider to give back the refund's amount from the
 * transaction the order was paid by, and keeps its answer. A refund already sent, or settled, is left alone, so a
 * retried job asks again only when the provider's answer was never kept. Throws ProviderUnavailableError when
 * the provider is down, and the queue retries.
 */
export async function sendCardRefund(
  db: Db,
  provider: CardPaymentProvider,
  refundId: string,
  mailOut: MailOut,
): Promise<void> {
  const found = await cardRefundToSend(db, refundId);
  if (!found) return;
  const { refund, checkoutId } = found;
  const answer = await provider.refund({ checkoutId, amount: refund.amount, currency: refund.currency });
  await recordRefundAnswer(db, refund.id, answer, mailOut);
}

/** A refund webhook, verified: the refund it names is processed or failed. */
export function applyRefundEvent(db: Db, event: RefundEvent, mailOut: MailOut): Promise<RefundSettlement> {
  const outcome = event.type === 'refund.processed' ? 'processed' : 'failed';
  return settleCardRefund(db, { ...event, outcome }, mailOut);
}

/**
 * This instance's card-refund worker, once the app knows its provider; with card checkout off no card payment
 * was taken here, so none is refunded.
 */
export function startCardRefundWorker(deps: {
  db: Db;
  provider: CardPaymentProvider | null;
  cardRefunds: CardRefundQueue;
  mailOut: MailOut;
  logger: Logger;
}): void {
  const { db, provider, mailOut, logger } = deps;
  if (!provider) return;
  deps.cardRefunds
    .work((refundId) => sendCardRefund(db, provider, refundId, mailOut))
    .catch((error: unknown) => logger.error({ err: error }, 'card refunds: the worker did not start'));
}
