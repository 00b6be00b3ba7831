import { describe, expect, it } from 'vitest';
import { textFor, type SiteFacts } from '@/domain/site/site-facts';
import { HELP_TOPICS } from './help-topics';

/** The help centre as a reader sees it under `facts`: every answer's paragraphs, joined. */
const helpAsRead = (facts: SiteFacts) =>
  HELP_TOPICS.flatMap((topic) => topic.questions)
    .flatMap((question) => [
      question.question,
      ...question.answer.map((paragraph) => textFor(paragraph, facts)),
    ])
    .join('\n');

const SETTINGS: SiteFacts[] = [
  { cardPayments: false, bankCurrency: 'NGN' },
  { cardPayments: true, bankCurrency: 'NGN' },
  { cardPayments: false, bankCurrency: 'USD' },
  { cardPayments: true, bankCurrency: 'USD' },
];

// Issue 26, point 7 (docs/decisions/053): the help centre describes the product as this deployment runs it.
describe('the help centre', () => {
  it.each<[string, SiteFacts, string, string]>([
    [
      'cards on',
      { cardPayments: true, bankCurrency: 'NGN' },
      'Pay by card or by bank transfer. Card payments go through Paystack',
      'Card payments are not available',
    ],
    [
      'cards off',
      { cardPayments: false, bankCurrency: 'NGN' },
      'Orders are paid by bank transfer. Card payments are not available at the moment.',
      'Paystack',
    ],
    [
      'a naira account',
      { cardPayments: false, bankCurrency: 'NGN' },
      'you send the order’s total in naira (NGN)',
      '(USD)',
    ],
    [
      'a dollar account',
      { cardPayments: false, bankCurrency: 'USD' },
      'you send the order’s total in US dollars (USD)',
      '(NGN)',
    ],
  ])('with %s, says how to pay as configured and nothing else', (_, facts, said, unsaid) => {
    const help = helpAsRead(facts);
    expect(help).toContain(said);
    expect(help).not.toContain(unsaid);
  });

  it('says in every setting what issue 26 makes true, and none of the old claims', () => {
    for (const facts of SETTINGS) {
      const help = helpAsRead(facts);
      for (const truth of [
        'Cover starts the day after it is activated',
        'every relative on the order has given their own consent',
        'Once your payment is received, we invite each relative ourselves: by SMS',
        'a 6-digit code sent to their own phone or email',
        'their member card with its QR code, the hospital they chose',
        'public check at /verify',
        'locked for 24 hours',
        'pounds, euros and Canadian dollars',
        '30 days and again 7 days before the cover ends',
        'How do I make a claim?',
        'Not every listing’s title is verified',
        'Not verified',
      ]) {
        expect(help).toContain(truth);
      }
      for (const falsehood of [
        'amount due in US dollars and naira',
        'each property is checked',
        'after your payment is confirmed',
      ]) {
        expect(help).not.toContain(falsehood);
      }
    }
  });
});
