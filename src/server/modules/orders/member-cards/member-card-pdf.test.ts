import { describe, expect, it } from 'vitest';
import { memberCardPdf, pdfText } from './member-card-pdf';

describe('the member card PDF', () => {
  it('keeps Latin-1 accents and drops only the marks Helvetica cannot print', () => {
    expect(pdfText('Adébáyọ̀ Ọlá Ṣẹ̀gun')).toBe('Adébáyo Olá Segun');
    expect(pdfText('Chidi “Okafor” – 1')).toBe('Chidi “Okafor” – 1');
    expect(pdfText('王 😀')).toBe('? ??');
  });

  it('is a PDF that names the card in its metadata', async () => {
    const pdf = await memberCardPdf({
      id: 'card',
      memberNumber: 'DH1A2B3C4D-01',
      firstName: 'Adaeze',
      lastName: 'Nwankwo',
      email: '',
      planName: 'Venus Medicare Zenith',
      providerName: 'Venus Medicare',
      validFrom: '2026-11-25',
      validTo: '2027-11-24',
      emergencyLine: '0700 000 1105',
      emergencyLineIsSample: true,
      coverStatus: 'active',
      verifyUrl: `https://diasporahub.example/verify/${'a'.repeat(43)}`,
      revokedAt: null,
      revokedReason: null,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Member card DH1A2B3C4D-01');
  });
});
