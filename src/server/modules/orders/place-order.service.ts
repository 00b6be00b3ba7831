import { randomUUID } from 'node:crypto';
import { planFullName } from '../../../domain/catalogue/catalogue';
import type { DisplayCurrency } from '../../../domain/fx/currencies';
import { makeQuote, type Quote } from '../../../domain/fx/quote';
import { priceOrder, type PricedOrder } from '../../../domain/catalogue/pricing';
import { CHECKOUT_MESSAGES } from '../../../domain/orders/checkout.schema';
import { confirmationNumber } from '../../../domain/orders/confirmation-number';
import { coverageEnd, earliestCoverageStart } from '../../../domain/orders/coverage';
import { BENEFICIARY_MESSAGES, type CreateOrder, type Payer } from '../../../domain/orders/order.schema';
import { sponsorsOwnNumberAt } from '../../../domain/orders/relative-proof';
import { orderSuccessPath } from '../../../domain/orders/order-pages';
import type { OrderView } from '../../../domain/orders/order-view';
import type { BankTransferDetails } from '../../../domain/payments/bank-transfer';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findProfile } from '../accounts';
import { ngnPerUnitAt } from '../exchange-rates';
import { notificationPart, type MailOut } from '../notifications';
import { orderConfirmationMail } from './order-confirmation-mail';
import { orderPlacedNotification } from './order-notifications';
import {
  findOrderIdByKey,
  insertOrderWithParts,
  nextConfirmationValue,
  type BeneficiaryRow,
  type NewPayer,
  type NewPlacedOrder,
  type PayerRow,
} from './orders.repo';
import { quoteColumns } from './order-quote.service';
import { loadOrderView } from './orders.service';
import { toOrderView } from './orders.view';
import { refuseIfRenewed, renewalStartFor } from './renewal.service';
import { invitationsForNewOrder } from './invitations/invitation-links.service';

/**
 * The sequence never repeats a value, so a number is taken only by an order placed before it existed (whose
 * numbers were timestamps, docs/decisions/018): a rare clash that the next value resolves.
 */
const CONFIRMATION_ATTEMPTS = 3;

export interface PlaceOrderDeps {
  db: Db;
  /** Whether a card payment provider is configured (DECISIONS 19). */
  cardPayments: boolean;
  /** A bank-transfer order is confirmed by mail, with the instructions to pay it (decision 031). */
  mailOut: MailOut;
  bankTransfer: BankTransferDetails;
  now?: () => Date;
}

export interface Buyer {
  id: string;
  email: string;
  /** The account's name ('First Last' from sign-up): its first word names the sponsor in the invitations. */
  name?: string;
}

/** The catalogue's price, or a 422 on the field the pricing rule points at (as validate() reports fields). */
function priceOrThrow(input: CreateOrder, coverageStart: string): PricedOrder {
  const { planId, planType, beneficiaries } = input;
  const result = priceOrder({ planId, planType, beneficiaries, coverageStart });
  if (result.ok) return result.order;
  const { path, message } = result.error;
  throw new AppError('validation_failed', message, { [path.join('.')]: message });
}

type ProfileRow = Awaited<ReturnType<typeof findProfile>>;

/** A skipped payer page means the account holder pays: record what their profile and account know. */
function payerRow(buyer: Buyer, payer: Payer | null, profile: ProfileRow): Omit<NewPayer, 'orderId'> {
  if (payer) return { isAccountHolder: false, ...payer, companyName: payer.companyName || null };
  return {
    isAccountHolder: true,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    email: buyer.email,
    phoneNumber: profile?.contactNumber ?? null,
  };
}

/** A beneficiary's phone that is the sponsor's own: a 422 on her phone's field (docs/decisions/049). */
function refuseSponsorsOwnNumber(input: CreateOrder, payer: Omit<NewPayer, 'orderId'>): void {
  const phone = `${payer.countryCode ?? ''}${payer.phoneNumber ?? ''}`;
  const index = sponsorsOwnNumberAt(input.beneficiaries, [phone]);
  if (index === undefined) return;
  const message = BENEFICIARY_MESSAGES.notYourOwn;
  throw new AppError('validation_failed', message, { [`beneficiaries.${index}.phoneNumber`]: message });
}

/** The order's rows, ids included, so they can be written in one statement and answered without a read. */
function orderRows(
  order: NewPlacedOrder,
  priced: PricedOrder,
  input: CreateOrder,
  payer: Omit<NewPayer, 'orderId'>,
) {
  const beneficiaries: BeneficiaryRow[] = input.beneficiaries.map((person, position) => ({
    ...person,
    id: randomUUID(),
    orderId: order.id,
    position,
    priceUsd: priced.perBeneficiary[position]?.usd ?? null,
    priceNgn: priced.perBeneficiary[position]?.ngn ?? null,
  }));
  const payerRow: PayerRow = {
    firstName: null,
    lastName: null,
    email: null,
    countryCode: null,
    phoneNumber: null,
    dateOfBirth: null,
    address: null,
    relationship: null,
    contactMethod: null,
    companyName: null,
    ...payer,
    orderId: order.id,
  };
  return { beneficiaries, payer: payerRow };
}

/**
 * The order's total in the buyer's currency at the rate in force now (docs/decisions/047): a currency without a
 * rate gets no quote, never a made-up one. Any amount or rate the client sent is not read: the schema has none.
 */
async function quoteAt(
  db: Db,
  priced: PricedOrder,
  currency: DisplayCurrency | undefined,
  at: Date,
): Promise<Quote | null> {
  if (!currency) return null;
  return makeQuote(priced.total, currency, await ngnPerUnitAt(db, currency, at), at);
}

/** The order with this buyer's key, if there is one: a repeated submission, answered with the first order. */
async function earlierOrder(db: Db, buyer: Buyer, idempotencyKey: string) {
  const id = await findOrderIdByKey(db, buyer.id, idempotencyKey);
  return id ? mustLoad(db, id) : undefined;
}

/**
 * Places an order priced by the server (DECISIONS 14): the order, its beneficiaries, payer, first status,
 * notification and confirmation mail in one statement, so all or none are written. The same buyer and idempotency key give back the
 * first order (`created` false), even when the submissions race or the repeat would now be refused.
 */
export async function placeOrder(deps: PlaceOrderDeps, buyer: Buyer, input: CreateOrder) {
  const { db } = deps;
  const placedAt = (deps.now ?? (() => new Date()))();
  let coverageStart: string;
  let priced: PricedOrder;
  let payer: Omit<NewPayer, 'orderId'>;
  let quote: Quote | null;
  try {
    if (input.paymentMethod === 'card' && !deps.cardPayments) {
      throw new AppError('validation_failed', CHECKOUT_MESSAGES.cardUnavailable, {
        paymentMethod: CHECKOUT_MESSAGES.cardUnavailable,
      });
    }
    // A renewal starts when the cover it renews ends, and is priced on the ages then (docs/decisions/039).
    coverageStart = input.renewsOrderId
      ? await renewalStartFor(db, buyer.id, input.renewsOrderId, placedAt)
      : earliestCoverageStart(placedAt);
    priced = priceOrThrow(input, coverageStart);
    payer = payerRow(buyer, input.payer, input.payer ? undefined : await findProfile(db, buyer.id));
    refuseSponsorsOwnNumber(input, payer);
    quote = await quoteAt(db, priced, input.displayCurrency, placedAt);
  } catch (error) {
    // Checked only now, as a new order costs no lookup of its key: a repeat gets its first order all the same.
    const earlier =
      error instanceof AppError ? await earlierOrder(db, buyer, input.idempotencyKey) : undefined;
    if (earlier) return { order: earlier, created: false };
    throw error;
  }

  const order: NewPlacedOrder = {
    id: randomUUID(),
    userId: buyer.id,
    planId: priced.plan.id,
    planName: planFullName(priced.plan),
    planType: priced.plan.pricing === 'plan-type' ? input.planType : null,
    paymentMethod: input.paymentMethod,
    totalUsd: priced.total.usd,
    totalNgn: priced.total.ngn,
    confirmationNumber: '',
    coverageStartDate: coverageStart,
    coverageEndDate: coverageEnd(coverageStart),
    idempotencyKey: input.idempotencyKey,
    renewsOrderId: input.renewsOrderId,
    ...quoteColumns(quote),
  };
  const rows = orderRows(order, priced, input, payer);
  const invitations = invitationsForNewOrder(rows.beneficiaries, order.id);
  for (let attempt = 1; ; attempt++) {
    order.confirmationNumber = confirmationNumber(await nextConfirmationValue(db));
    const written = await insertOrderWithParts(db, {
      order,
      ...rows,
      history: {
        orderId: order.id,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: buyer.id,
        note: 'Order placed',
      },
      notification: notificationPart(buyer.id, orderPlacedNotification(order)),
      mail: deps.mailOut.mail.part([confirmation(deps, buyer, order)]),
      invitations,
    });
    // Built from the rows as written, so answering costs no second read.
    if (written) return { order: toOrderView({ order: written, ...rows }), created: true };
    // Nothing written: either this key's order won a race, or the confirmation number is taken.
    const earlier = await earlierOrder(db, buyer, input.idempotencyKey);
    if (earlier) return { order: earlier, created: false };
    // Or another renewal of the same order was placed since the check above.
    await refuseIfRenewed(db, input.renewsOrderId);
    if (attempt === CONFIRMATION_ATTEMPTS) {
      throw new Error(`No free confirmation number after ${CONFIRMATION_ATTEMPTS} attempts`);
    }
  }
}

/**
 * A bank-transfer order's confirmation with the payment instructions, written by the order's own statement:
 * both are written or neither. A card order is confirmed by its payment instead.
 */
function confirmation({ mailOut, bankTransfer }: PlaceOrderDeps, buyer: Buyer, order: NewPlacedOrder) {
  if (order.paymentMethod !== 'bank_transfer') return undefined;
  const url = new URL(orderSuccessPath(order.id), mailOut.appUrl).toString();
  return orderConfirmationMail({ to: buyer.email, order, bankTransfer, url });
}

async function mustLoad(db: Db, id: string): Promise<OrderView> {
  const view = await loadOrderView(db, id);
  if (!view) throw new Error(`Order ${id} vanished after it was written`);
  return view;
}
