import { planFullName } from '../../../domain/catalogue/catalogue';
import { priceOrder, type PricedOrder } from '../../../domain/catalogue/pricing';
import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import { confirmationNumber, coverageStartFor } from '../../../domain/orders/confirmation-number';
import type { CreateOrder, Payer } from '../../../domain/orders/order.schema';
import type { OrderView } from '../../../domain/orders/order-view';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findProfile } from '../accounts/accounts.repo';
import { notify } from '../notifications/notifications.service';
import { orderPlacedNotification } from './order-notifications';
import {
  findOrderIdByKey,
  findOrderIdByKeyWithNextValue,
  insertBeneficiaries,
  insertOrderUnlessTaken,
  insertPayer,
  insertStatusChange,
  nextConfirmationSequenceValue,
  type NewPayer,
  type OrderRow,
} from './orders.repo';
import { loadOrderView } from './orders.service';
import { toOrderView } from './orders.view';

/**
 * The sequence never repeats a value, so a number is taken only by an order placed before it existed (whose
 * numbers were timestamps, docs/decisions/018): a rare clash that the next value resolves.
 */
const CONFIRMATION_ATTEMPTS = 3;

export interface PlaceOrderDeps {
  db: Db;
  /** Whether a card payment provider is configured (DECISIONS 19). */
  cardPayments: boolean;
  now?: () => Date;
}

export interface Buyer {
  id: string;
  email: string;
}

/** The catalogue's price, or a 422 on the field the pricing rule points at (as validate() reports fields). */
function priceOrThrow(input: CreateOrder, coverageStart: string): PricedOrder {
  const { planId, planType, beneficiaries } = input;
  const result = priceOrder({ planId, planType, beneficiaries, coverageStart });
  if (result.ok) return result.order;
  const { path, message } = result.error;
  throw new AppError('validation_failed', message, { [path.join('.')]: message });
}

/** A skipped payer page means the account holder pays: record what their profile and account know. */
async function payerRow(db: Db, buyer: Buyer, payer: Payer | null): Promise<Omit<NewPayer, 'orderId'>> {
  if (payer) return { isAccountHolder: false, ...payer, companyName: payer.companyName || null };
  const profile = await findProfile(db, buyer.id);
  return {
    isAccountHolder: true,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    email: buyer.email,
    phoneNumber: profile?.contactNumber ?? null,
  };
}

/** Writes everything that belongs to a new order, in the caller's transaction, and returns its view. */
async function writeOrderParts(
  tx: Db,
  order: OrderRow,
  priced: PricedOrder,
  input: CreateOrder,
  payer: Omit<NewPayer, 'orderId'>,
): Promise<OrderView> {
  const beneficiaries = await insertBeneficiaries(
    tx,
    input.beneficiaries.map((person, position) => ({
      ...person,
      orderId: order.id,
      position,
      priceUsd: priced.perBeneficiary[position]?.usd ?? null,
      priceNgn: priced.perBeneficiary[position]?.ngn ?? null,
    })),
  );
  const payerWritten = await insertPayer(tx, { ...payer, orderId: order.id });
  await insertStatusChange(tx, {
    orderId: order.id,
    fromStatus: null,
    toStatus: 'pending',
    changedBy: order.userId,
    note: 'Order placed',
  });
  if (order.userId) await notify(tx, order.userId, orderPlacedNotification(order));
  // Built from the rows as written, so answering costs no second read of what this transaction wrote.
  return toOrderView({ order, beneficiaries, payer: payerWritten });
}

/**
 * Places an order priced by the server (DECISIONS 14): the order, its beneficiaries, payer, first status and
 * notification in one transaction. The same buyer and idempotency key give back the first order (`created`
 * false), even when the submissions race.
 */
export async function placeOrder(deps: PlaceOrderDeps, buyer: Buyer, input: CreateOrder) {
  const { db } = deps;
  const { earlierId, sequenceValue } = await findOrderIdByKeyWithNextValue(
    db,
    buyer.id,
    input.idempotencyKey,
  );
  if (earlierId) return { order: await mustLoad(db, earlierId), created: false };
  if (input.paymentMethod === 'card' && !deps.cardPayments) {
    throw new AppError('validation_failed', CHECKOUT_MESSAGES.cardUnavailable, {
      paymentMethod: CHECKOUT_MESSAGES.cardUnavailable,
    });
  }
  const placedAt = (deps.now ?? (() => new Date()))();
  const coverageStart = coverageStartFor(placedAt);
  const priced = priceOrThrow(input, coverageStart);
  const payer = await payerRow(db, buyer, input.payer);

  // Drawn with the key lookup, so the transaction holds its connection for the writes alone.
  let number = confirmationNumber(sequenceValue);

  const outcome = await db.transaction(async (tx): Promise<{ view: OrderView } | { winner: string }> => {
    for (let attempt = 1; ; attempt++) {
      const order = await insertOrderUnlessTaken(tx, {
        userId: buyer.id,
        planId: priced.plan.id,
        planName: planFullName(priced.plan),
        planType: priced.plan.pricing === 'plan-type' ? input.planType : null,
        paymentMethod: input.paymentMethod,
        totalUsd: priced.total.usd,
        totalNgn: priced.total.ngn,
        confirmationNumber: number,
        coverageStartDate: coverageStart,
        idempotencyKey: input.idempotencyKey,
      });
      if (order) return { view: await writeOrderParts(tx, order, priced, input, payer) };
      // Nothing inserted: either this key's order won a race, or the confirmation number is taken.
      const winner = await findOrderIdByKey(tx, buyer.id, input.idempotencyKey);
      if (winner) return { winner };
      if (attempt === CONFIRMATION_ATTEMPTS) {
        throw new Error(`No free confirmation number after ${CONFIRMATION_ATTEMPTS} attempts`);
      }
      number = confirmationNumber(await nextConfirmationSequenceValue(tx));
    }
  });
  if ('view' in outcome) return { order: outcome.view, created: true };
  return { order: await mustLoad(db, outcome.winner), created: false };
}

async function mustLoad(db: Db, id: string): Promise<OrderView> {
  const view = await loadOrderView(db, id);
  if (!view) throw new Error(`Order ${id} vanished after it was written`);
  return view;
}
