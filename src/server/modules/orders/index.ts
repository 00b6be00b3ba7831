import { adminBasics, routeBasics, type ModuleDeps } from '../../module-deps';
// issue 29: invitations and member cards join orders (point 2); until then the three reach into one another.
import { invitationKey } from '../invitations/invitation-links.service';
import { orderMoneyRoutes } from './order-money.routes';
import { ordersRoutes } from './orders.routes';
import { adminOrdersRoutes } from './orders-admin.routes';

/** The orders module's face: a customer's orders, their money (refunds, receipts), and the console's orders. */
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
  };
}

export { startCoverageSweep } from './coverage-sweep.job';
export { lockCurrentQuote } from './order-quote.service';
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
