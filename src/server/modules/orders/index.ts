import { adminBasics, routeBasics, type ModuleDeps } from '../../module-deps';
import { invitationKey } from './invitations/invitation-links.service';
import { invitationsPart } from './invitations/invitations-part';
import { memberCardsPart } from './member-cards/member-cards-part';
import { orderMoneyRoutes } from './order-money.routes';
import { ordersRoutes } from './orders.routes';
import { adminOrdersRoutes } from './orders-admin.routes';

/**
 * The orders module's face: a customer's orders, their money (refunds, receipts), the console's orders, and the two
 * parts an order brings: its beneficiaries' invitations and their member cards.
 */
export function ordersModule(deps: ModuleDeps) {
  const { auth, config, payments, mailOut } = deps;
  const shared = routeBasics(deps);
  const invitationLinks = { key: invitationKey(auth.options.secret), appUrl: config.appUrl };
  return {
    routes: ordersRoutes({
      ...shared,
      cardPayments: payments.options.cardPayments,
      bankTransfer: payments.options.bankTransfer,
      mailOut,
      invitationLinks,
    }),
    money: orderMoneyRoutes({ ...shared, ...mailOut, cardRefunds: deps.cardRefunds }),
    admin: adminOrdersRoutes({
      ...adminBasics(deps),
      transferCurrency: payments.options.bankTransfer.currency,
    }),
    invitations: invitationsPart(deps),
    memberCards: memberCardsPart(deps),
  };
}

export { startCoverageSweep } from './coverage-sweep.job';
export { invitationKey, sameHash } from './invitations/invitation-links.service';
export { removeInvitationsPersonalData } from './invitations/invitation-deletion.service';
export { startInvitationReminders } from './invitations/invitation-reminders.job';
export { removeMemberCardsPersonalData } from './member-cards/member-cards-deletion.service';
export { lockCurrentQuote } from './order-quote.service';
export type { AdminOrderDeps } from './orders-admin.service';
export {
  markOrderPaidByTransfer,
  ordersAwaitingTransfer,
  type OrderAwaitingTransfer,
} from './orders-transfer.service';
export { changeOrderStatus, SYSTEM_ACTOR } from './order-status.service';
export {
  findOrderById,
  liveRenewalOf,
  ORDER_NOT_FOUND,
  orderBeneficiaryRows,
  removeOrdersPersonalData,
  saveBeneficiaryContact,
} from './orders.service';
export {
  cardRefundToSend,
  recordRefundAnswer,
  settleCardRefund,
  type RefundSettlement,
} from './refunds.service';
export {
  confirmEnrolment,
  createEnrolmentsForOrder,
  listEnrolments,
  overdueEnrolments,
  refuseEnrolment,
  type EnrolmentActor,
  type EnrolmentDeps,
  type OverdueEnrolment,
} from './enrolments/enrolments.service';
export {
  confirmEnrolmentsFromCsv,
  pendingEnrolmentsCsv,
  type UploadOutcome,
} from './enrolments/enrolment-upload.service';
export type { EnrolmentRow } from './enrolments/enrolments.repo';
