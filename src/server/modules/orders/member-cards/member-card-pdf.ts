import { pdfBytes } from '../../../pdf/pdf-bytes';
import { pdfText } from '../../../pdf/pdf-text';
import { loadPdfKit, PDF_BOLD_FONT, PDF_FONT, registerPdfFonts } from '../../../pdf/fonts';
import { formatCalendarDate } from '../../../../domain/calendar-date';
import {
  CARD_COVER_STATUS_LABELS,
  EMERGENCY_LINE_SAMPLE_NOTE,
  type MemberCardView,
} from '../../../../domain/orders/member-card';
import { cardQrModules } from './card-qr';
import { PRODUCT_NAME } from '../../../../domain/site/product-name';

/**
 * The member card as a one-page A4 PDF, drawn in vector by pdfkit (docs/decisions/038) in Noto Sans, which has the
 * letters and tone marks of Yoruba, Hausa and Igbo names (decision 068). The QR code is drawn module by module, so
 * it prints sharp at any size.
 */

const MARGIN = 48;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#0f766e';

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const data = cardQrModules(text);
  const module = size / data.length;
  doc
    .save()
    .rect(x - module * 2, y - module * 2, size + module * 4, size + module * 4)
    .fill('#ffffff');
  data.forEach((row, rowIndex) =>
    row.forEach((dark, column) => {
      if (dark) doc.rect(x + column * module, y + rowIndex * module, module, module);
    }),
  );
  doc.fill(INK).restore();
}

function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number) {
  doc.font(PDF_FONT).fontSize(10).fillColor(MUTED).text(pdfText(label.toUpperCase()), x, y, { width });
  doc
    .font(PDF_BOLD_FONT)
    .fontSize(14)
    .fillColor(INK)
    .text(pdfText(value), x, y + 14, { width });
}

export async function memberCardPdf(card: MemberCardView): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Member card ${card.memberNumber}`, Author: PRODUCT_NAME, Subject: card.planName },
  });
  const done = pdfBytes(doc);
  registerPdfFonts(doc);

  const width = doc.page.width - MARGIN * 2;
  const top = MARGIN;
  // The provider's own enrolment, once confirmed, on a line of its own across the card: it makes the card taller.
  const extra = card.enrolledLine ? 26 : 0;
  const height = 330 + extra;
  // The band fills the card's rounded top; the border is drawn over both.
  doc
    .save()
    .roundedRect(MARGIN, top, width, height, 12)
    .clip()
    .rect(MARGIN, top, width, 44)
    .fill(BRAND)
    .restore();
  doc.roundedRect(MARGIN, top, width, height, 12).lineWidth(1.5).stroke(BRAND);
  doc
    .font(PDF_BOLD_FONT)
    .fontSize(16)
    .fillColor('#ffffff')
    .text(pdfText('Diaspora Hub member card'), MARGIN + 20, top + 14);

  const left = MARGIN + 20;
  // Clear of the QR code and its quiet zone on the right.
  const columnWidth = width - 230;
  const name = `${card.firstName} ${card.lastName}`.trim();
  // One line whatever the name's length: the font shrinks to fit the column (down to 12 pt).
  const nameText = pdfText(name);
  doc.font(PDF_BOLD_FONT).fontSize(22);
  const nameSize = Math.max(12, Math.min(22, (22 * columnWidth) / doc.widthOfString(nameText)));
  doc
    .fontSize(nameSize)
    .fillColor(INK)
    .text(nameText, left, top + 64, { width: columnWidth, lineBreak: false, ellipsis: true });
  field(doc, 'Member number', card.memberNumber, left, top + 100, columnWidth);
  field(doc, 'Plan', card.planName, left, top + 140, columnWidth);
  field(doc, 'Provider', card.providerName, left, top + 180, columnWidth);
  field(doc, 'Valid from', formatCalendarDate(card.validFrom), left, top + 220, columnWidth / 2);
  field(
    doc,
    'Valid to',
    formatCalendarDate(card.validTo),
    left + columnWidth / 2,
    top + 220,
    columnWidth / 2,
  );
  field(doc, 'Emergency line', card.emergencyLine, left, top + 260, columnWidth);
  if (card.emergencyLineIsSample) {
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(EMERGENCY_LINE_SAMPLE_NOTE), left, top + 292, {
        width: columnWidth,
      });
  }

  if (card.enrolledLine) {
    doc
      .font(PDF_BOLD_FONT)
      .fontSize(12)
      .fillColor(BRAND)
      .text(pdfText(card.enrolledLine), left, top + 326, {
        width: width - 40,
        lineBreak: false,
        ellipsis: true,
      });
  }

  const qrSize = 150;
  const qrX = MARGIN + width - qrSize - 24;
  drawQr(doc, card.verifyUrl, qrX, top + 70, qrSize);
  doc
    .font(PDF_FONT)
    .fontSize(10)
    .fillColor(MUTED)
    .text(pdfText('Scan to check this cover'), qrX - 10, top + 232, {
      width: qrSize + 20,
      align: 'center',
    });
  doc
    .font(PDF_BOLD_FONT)
    .fontSize(12)
    .fillColor(INK)
    .text(pdfText(CARD_COVER_STATUS_LABELS[card.coverStatus]), qrX - 10, top + 250, {
      width: qrSize + 20,
      align: 'center',
    });

  doc.font(PDF_FONT).fontSize(10).fillColor(MUTED);
  doc.text(
    pdfText('Hospitals: scan the QR code or open this address to see whether the cover is valid today:'),
    MARGIN,
    top + 350 + extra,
    {
      width,
    },
  );
  doc.fillColor(BRAND).text(pdfText(card.verifyUrl), { width, link: card.verifyUrl });
  doc.end();
  return done;
}
