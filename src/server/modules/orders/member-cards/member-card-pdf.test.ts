import { describe, expect, it } from 'vitest';
import type { MemberCardView } from '../../../../domain/orders/member-card';
import { pdfPageText } from '../../../../testing/pdf-page-text';
import { memberCardPdf } from './member-card-pdf';

function card(overrides: Partial<MemberCardView> = {}): MemberCardView {
  return {
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
    enrolledLine: null,
    providerMemberId: null,
    ...overrides,
  };
}

describe('the member card PDF', () => {
  it('is a PDF that names the card in its metadata', async () => {
    const pdf = await memberCardPdf(card());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Member card DH1A2B3C4D-01');
  });

  it('prints Yoruba, Hausa and Igbo letters and tone marks as they were typed', async () => {
    // Decomposed on purpose (ọ + U+0300, ẹ + U+0300): what a phone keyboard may send.
    const yoruba = { firstName: 'Ọlábísí', lastName: 'Ṣódípọ̀'.normalize('NFD') };
    const planName = 'Ẹ̀bùn Ìlera: Ụlọ ọgwụ Ọ̀ṅụ ÀÁÈÉÌÍÒÓÙÚ ńǹ';
    const providerName = 'Asibitin Ɓaƙi Ɗan Ƙasa, ɓ ɗ ƙ Ị Ṅ Ṣ Ẹ ẹ́ ọ́';
    const pdf = await memberCardPdf(card({ ...yoruba, planName, providerName }));

    const text = await pdfPageText(pdf);
    for (const typed of ['Ọlábísí Ṣódípọ̀', planName, providerName]) {
      expect(text).toContain(typed.normalize('NFC'));
    }
  });

  it("says the provider's own enrolment once confirmed, and nothing of it before", async () => {
    expect(await pdfPageText(await memberCardPdf(card()))).not.toContain('Enrolled with');
    const line = 'Enrolled with Venus Medicare: member ID VM/2026-0042';
    expect(await pdfPageText(await memberCardPdf(card({ enrolledLine: line })))).toContain(line);
  });
});
