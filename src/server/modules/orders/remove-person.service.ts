import { priceOrder } from '../../../domain/catalogue/pricing';
import { convertFromNgn } from '../../../domain/fx/convert';
import { formatIn } from '../../../domain/fx/format';
import { storedQuote } from '../../../domain/fx/quote';
import { orderDetailPath } from '../../../domain/orders/order-pages';
import type { OrderView } from '../../../domain/orders/order-view';
import { REMOVAL_MESSAGES, removalRefusal } from '../../../domain/orders/remove-person';
import { refundShare, refundText, transferRefundDueBy } from '../../../domain/payments/refund-share';
import type { AuthSession } from '../../auth/auth';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { consentDecisionOfPerson } from './invitations/activation-consent.service';
import { announce, type MailOut } from '../notifications';
import {
  deleteBeneficiary,
  findPayment,
  insertRefund,
  lockOrder,
  refundedSoFar,
  repriceOrder,
  type RefundRow,
} from './order-money.repo';
import { findBeneficiaries, type BeneficiaryRow, type OrderRow } from './orders.repo';
import { loadOrderView, ORDER_NOT_FOUND } from './orders.service';

/** Where a card refund is queued in the removal's transaction (the payments module's card-refund queue). */
export interface CardRefundEnqueue {
  enqueue(tx: Db, refundId: string): Promise<void>;
}

export interface RemovalDeps {
  db: Db;
  mailOut: MailOut;
  cardRefunds: CardRefundEnqueue;
}

/** The order re-priced from the catalogue without the person (decision 035), or the pricing rule's refusal. */
function repriced(order: OrderRow, remaining: BeneficiaryRow[]) {
  const result = priceOrder({
    planId: order.planId,
    planType: order.planType,
    beneficiaries: remaining.map((person) => ({ dateOfBirth: person.dateOfBirth ?? '' })),
    coverageStart: order.coverageStartDate,
  });
  if (!result.ok) throw new AppError('conflict', result.error.message);
  const { total, perBeneficiary } = result.order;
  const quote = storedQuote(order);
  const quoteTotal = !quote
    ? null
    : quote.ngnPerUnit
      ? convertFromNgn(total.ngn, quote.ngnPerUnit)
      : quote.currency === 'USD'
        ? total.usd
        : total.ngn;
  return {
    totals: { totalUsd: total.usd, totalNgn: total.ngn, quoteTotal },
    lines: remaining.map((person, index) => ({
      id: person.id,
      priceUsd: perBeneficiary[index]?.usd ?? null,
      priceNgn: perBeneficiary[index]?.ngn ?? null,
    })),
  };
}

/**
 * A paid order's refund for the person removed: their share of what was taken (refundShare), by card through the
 * provider (queued in this transaction) or, for a transfer, due until an admin records it paid out.
 */
async function refundFor(
  deps: RemovalDeps,
  tx: Db,
  order: OrderRow,
  person: BeneficiaryRow,
  now: Date,
): Promise<RefundRow | undefined> {
  const payment = await findPayment(tx, order.id);
  if (!payment) return undefined;
  const amount = refundShare({
    paid: payment,
    totals: { usd: order.totalUsd, ngn: order.totalNgn },
    line:
      person.priceUsd === null || person.priceNgn === null
        ? null
        : { usd: person.priceUsd, ngn: person.priceNgn },
    alreadyRefunded: await refundedSoFar(tx, order.id),
  });
  if (amount <= 0) return undefined;
  const byCard = payment.method === 'card' && payment.checkoutId !== null;
  const refund = await insertRefund(tx, {
    orderId: order.id,
    beneficiaryId: person.id,
    personName: person.firstName,
    method: byCard ? 'card' : 'bank_transfer',
    amount,
    currency: payment.currency,
    status: byCard ? 'pending' : 'due',
    dueBy: byCard ? null : transferRefundDueBy(now),
  });
  if (refund && byCard) await deps.cardRefunds.enqueue(tx, refund.id);
  return refund;
}

/**
 * The sponsor takes a person who refused or never answered off their order (docs/decisions/052). In one
 * transaction: the person and their invitation go (so activation no longer waits for them); a pending order is
 * re-priced from the catalogue; a paid one refunds the person's share; the removal is audited and the sponsor
 * told in-app and by mail. The person's row is deleted once, so a repeated or concurrent removal finds them gone
 * (404) and refunds nothing more.
 */
export async function removePerson(
  deps: RemovalDeps,
  viewer: AuthSession['user'],
  orderId: string,
  beneficiaryId: string,
  now = new Date(),
): Promise<OrderView> {
  if (!isUuid(orderId)) throw new AppError('not_found', ORDER_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== viewer.id) throw new AppError('not_found', ORDER_NOT_FOUND);
    const people = await findBeneficiaries(tx, order.id);
    const person = isUuid(beneficiaryId)
      ? people.find((candidate) => candidate.id === beneficiaryId)
      : undefined;
    if (!person) throw new AppError('not_found', REMOVAL_MESSAGES.notFound);
    const refusal = removalRefusal(order.status, await consentDecisionOfPerson(tx, person.id), people.length);
    if (refusal) throw new AppError('conflict', refusal);
    if (!(await deleteBeneficiary(tx, order.id, person.id)))
      throw new AppError('not_found', REMOVAL_MESSAGES.notFound);
    const remaining = people.filter((candidate) => candidate.id !== person.id);

    let outcome: string;
    let refund: RefundRow | undefined;
    if (order.status === 'pending') {
      const { totals, lines } = repriced(order, remaining);
      await repriceOrder(tx, order.id, totals, lines);
      outcome = `The order now costs ${formatIn(totals.totalUsd, 'USD')} / ${formatIn(totals.totalNgn, 'NGN')}.`;
    } else {
      refund = await refundFor(deps, tx, order, person, now);
      outcome = refund
        ? refundText(refund)
        : 'Their place was in the one family price, so the price is unchanged.';
    }
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'person removed',
      entityType: 'order',
      entityId: order.id,
      before: { beneficiaryId: person.id, status: order.status, totalNgn: order.totalNgn },
      after: refund
        ? { refundId: refund.id, refund: refund.amount, currency: refund.currency, method: refund.method }
        : { people: remaining.length },
    });
    const name = person.firstName ?? 'The person';
    await announce(
      tx,
      viewer.id,
      {
        title: 'Person removed from your order',
        body: `${name} is no longer on your ${order.planName} order ${order.confirmationNumber}. ${outcome}`,
        link: orderDetailPath(order.id),
      },
      deps.mailOut,
    );
  });
  const view = await loadOrderView(deps.db, orderId);
  if (!view) throw new AppError('not_found', ORDER_NOT_FOUND);
  return view;
}
