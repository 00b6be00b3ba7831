import { describe, expect, it } from 'vitest';
import { pdfPageText } from '../../../testing/pdf-page-text';
import { receiptPdf } from './receipt-pdf';

describe('the receipt PDF', () => {
  it('names a refunded Yoruba, Hausa or Igbo relative as she was typed', async () => {
    const refund = (id: string, personName: string) => ({
      id,
      personName,
      method: 'card' as const,
      amount: 1_000_00,
      currency: 'NGN' as const,
      status: 'processed' as const,
      dueBy: null,
      createdAt: '2026-11-26T09:00:00.000Z',
      text: '',
    });
    const pdf = await receiptPdf({
      confirmationNumber: 'DH1A2B3C4D',
      planName: 'Ẹ̀bùn Ìlera',
      payment: { method: 'card', amount: 5_000_00, currency: 'NGN', paidAt: '2026-11-25T09:00:00.000Z' },
      refunds: [refund('one', 'Ṣódípọ̀'.normalize('NFD')), refund('two', 'Ɗanƙwali Ụzọ')],
    });

    const text = await pdfPageText(pdf);
    for (const typed of ['Ẹ̀bùn Ìlera', 'Refund for Ṣódípọ̀', 'Refund for Ɗanƙwali Ụzọ', 'NGN 5,000.00']) {
      expect(text).toContain(typed.normalize('NFC'));
    }
  });
});
