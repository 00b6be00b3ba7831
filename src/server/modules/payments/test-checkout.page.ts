import { html, raw } from 'hono/html';
import { formatIn } from '../../../domain/fx/quote';
import type { OrderCharge } from './card-charge';

export interface TestCheckoutPageView {
  checkoutId: string;
  planName: string;
  confirmationNumber: string;
  /** What the checkout takes: the locked quote or the dollar total (cardChargeFor). */
  charge: OrderCharge;
}

// Inline styles are allowed by the app's page CSP (docs/decisions/003); the page loads nothing else.
const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #111827; background: #f3f4f6; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; }
  .card { background: #fff; border-radius: 0.75rem; padding: 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  .note { background: #fef3c7; border-radius: 0.5rem; padding: 0.75rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  form { margin: 0 0 0.75rem; }
  button { width: 100%; min-height: 3rem; font: inherit; font-weight: 600; border-radius: 0.5rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .pay { background: #065f46; color: #fff; border: 0; }
  .cancel { background: #fff; color: #111827; border: 1px solid #6b7280; }
`;

/**
 * The built-in test checkout: what a hosted card provider's page would be, self-contained and readable on a
 * phone. 'Pay' and 'Cancel' post back to this server; nothing is charged.
 */
export function testCheckoutPage(view: TestCheckoutPageView) {
  const action = `/api/payments/test-checkout/${view.checkoutId}`;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Test checkout · Diaspora Hub</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <div class="card">
            <h1>Test checkout</h1>
            <p class="note">This is a test payment page. No card is charged and no money moves.</p>
            <dl>
              <dt>Plan</dt>
              <dd>${view.planName}</dd>
              <dt>Amount</dt>
              <dd>${formatIn(view.charge.amount, view.charge.currency)}</dd>
              <dt>Reference</dt>
              <dd>${view.confirmationNumber}</dd>
            </dl>
            <form method="post" action="${action}/pay">
              <button type="submit" class="pay">Pay</button>
            </form>
            <form method="post" action="${action}/cancel">
              <button type="submit" class="cancel">Cancel</button>
            </form>
          </div>
        </main>
      </body>
    </html>`;
}
