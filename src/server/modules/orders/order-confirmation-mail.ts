import { coverStartsOnActivation } from '../../../domain/orders/coverage';
import type { OrderView } from '../../../domain/orders/order-view';
import {
  bankTransferLines,
  transferFromAbroad,
  transferLead,
  type BankTransferDetails,
} from '../../../domain/payments/bank-transfer';
import { PRODUCT_NAME } from '../../../domain/site/product-name';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';
import { transferLinesHtml, transferLinesText } from '../../mail/transfer-lines-mail';

interface OrderConfirmationMail {
  to: string;
  order: Pick<OrderView, 'planName' | 'confirmationNumber' | 'totalUsd' | 'totalNgn' | 'coverageStartDate'>;
  bankTransfer: BankTransferDetails;
  /** Absolute URL of the order's page. */
  url: string;
}

/**
 * The confirmation of a bank-transfer order: its reference and the same payment instructions the success page
 * shows (decision 031), and when cover starts (decision 048), so a payer can pay from the mail alone.
 */
export function orderConfirmationMail({ to, order, bankTransfer, url }: OrderConfirmationMail): MailMessage {
  const amount = { usd: order.totalUsd, ngn: order.totalNgn };
  const lines = bankTransferLines(bankTransfer, { reference: order.confirmationNumber, amount });
  const received = `We received your order for ${order.planName}. Your order reference is ${order.confirmationNumber}.`;
  const lead = transferLead(bankTransfer.currency, amount);
  const abroad = transferFromAbroad(bankTransfer.currency);
  const coverStart = coverStartsOnActivation(order.coverageStartDate);
  return {
    to,
    subject: `Order ${order.confirmationNumber} received: how to pay | ${PRODUCT_NAME}`,
    text: [
      'Hello,',
      '',
      received,
      '',
      'Pay by bank transfer',
      lead,
      '',
      ...transferLinesText(lines),
      '',
      abroad,
      '',
      coverStart,
      '',
      `Your order: ${url}`,
      '',
      PRODUCT_NAME,
    ].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(received)}</p>`,
      '<h2 style="font-size:18px">Pay by bank transfer</h2>',
      `<p>${escapeHtml(lead)}</p>`,
      ...transferLinesHtml(lines),
      `<p>${escapeHtml(abroad)}</p>`,
      `<p>${escapeHtml(coverStart)}</p>`,
      `<p><a href="${escapeHtml(url)}">Open your order</a></p>`,
      `<p>${escapeHtml(PRODUCT_NAME)}</p>`,
    ].join('\n'),
  };
}
