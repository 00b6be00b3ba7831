import { paidText } from '../../../domain/payments/amount-to-pay';
import { amountWithCode, receiptLines } from '../../../domain/payments/receipt';
import type { OrderView } from '../../../domain/orders/order-view';
import { pdfBytes } from '../../pdf/pdf-bytes';
import { pdfText } from '../../pdf/pdf-text';
import { loadPdfKit, PDF_BOLD_FONT, PDF_FONT, registerPdfFonts } from '../../pdf/fonts';
import { PRODUCT_NAME } from '../../../domain/site/product-name';

const MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#0f766e';

/** A paid order's receipt as a one-page A4 PDF (docs/decisions/051), drawn like the member card (decision 038). */
export async function receiptPdf(
  order: Pick<OrderView, 'confirmationNumber' | 'planName' | 'refunds'> & {
    payment: NonNullable<OrderView['payment']>;
  },
): Promise<Buffer> {
  const { payment } = order;
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Receipt ${order.confirmationNumber}`,
      Author: PRODUCT_NAME,
      // Plain text a reader (or a test) finds without inflating the page: what was taken.
      Subject: `${amountWithCode(payment.amount, payment.currency)} paid by ${payment.method === 'card' ? 'card' : 'bank transfer'}`,
    },
  });
  const done = pdfBytes(doc);
  registerPdfFonts(doc);
  const width = doc.page.width - MARGIN * 2;
  doc.font(PDF_BOLD_FONT).fontSize(22).fillColor(BRAND).text(pdfText('Diaspora Hub receipt'), MARGIN, MARGIN);
  doc
    .moveDown(0.5)
    .font(PDF_FONT)
    .fontSize(12)
    .fillColor(INK)
    .text(pdfText(paidText(payment, amountWithCode)), { width });
  doc.moveDown(1);
  const lines = [
    { label: 'Order number', value: order.confirmationNumber },
    { label: 'Plan', value: order.planName },
    ...receiptLines(payment, order.refunds, amountWithCode),
  ];
  for (const line of lines) {
    const y = doc.y;
    doc.font(PDF_FONT).fontSize(11).fillColor(MUTED).text(pdfText(line.label), MARGIN, y, { width: 160 });
    doc
      .font(PDF_BOLD_FONT)
      .fontSize(12)
      .fillColor(INK)
      .text(pdfText(line.value), MARGIN + 170, y, { width: width - 170 });
    doc.moveDown(0.6);
  }
  doc.end();
  return done;
}
