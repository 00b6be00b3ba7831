import { formatCalendarDate } from '../../../../domain/calendar-date';
import {
  CARD_COVER_STATUS_EXPLANATIONS,
  CARD_COVER_STATUS_LABELS,
  type CardCoverStatus,
  type CardVerification,
} from '../../../../domain/orders/member-card';
import { serverPage, type ServerPageFrame } from '../../../http/server-page';
import { escapeHtml } from '../../../mail/escape-html';

/**
 * The public verification page (docs/decisions/038), written here as plain HTML: a hospital's front desk opens it
 * from the card's QR code on its own phone, so it must paint at once, without JavaScript, in large text, and show
 * nothing personal but initials. Its colours say the same as its words, never instead of them.
 */

const STATUS_COLOURS: Record<CardCoverStatus, { ink: string; paper: string }> = {
  active: { ink: '#14532d', paper: '#dcfce7' },
  'not-yet-active': { ink: '#78350f', paper: '#fef3c7' },
  expired: { ink: '#7f1d1d', paper: '#fee2e2' },
  cancelled: { ink: '#7f1d1d', paper: '#fee2e2' },
  revoked: { ink: '#7f1d1d', paper: '#fee2e2' },
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:20px;line-height:1.5;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:24px 16px 48px}
.brand{font-size:18px;font-weight:700;color:#0f766e;margin:0 0 16px}
.status{border-radius:16px;padding:20px;margin:0 0 24px;border:3px solid currentColor}
h1{font-size:32px;line-height:1.2;margin:0 0 8px}
.status p{margin:0;font-size:20px}
dl{margin:0;background:#fff;border:1px solid #cbd5e1;border-radius:16px;padding:8px 20px}
dl div{padding:12px 0;border-bottom:1px solid #e2e8f0}
dl div:last-child{border-bottom:0}
dt{font-size:16px;color:#334155}
dd{margin:0;font-size:22px;font-weight:700;overflow-wrap:anywhere}
.note{font-size:16px;color:#334155;margin:24px 0 0}
`;

/** The frame every card check page shares; verify.routes.ts sends the matching headers. */
export const VERIFY_FRAME: ServerPageFrame = {
  brand: 'Diaspora Hub cover check',
  style: STYLE,
  // The token is the whole secret: no link or resource the page loads may carry it away in a Referer.
  referrer: 'no-referrer',
};

function row(term: string, value: string): string {
  return `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

/** The page for a card: its status first, in words, then what the desk compares with the card in front of it. */
export function verificationPage(card: CardVerification, checkedAt: Date): string {
  const colours = STATUS_COLOURS[card.coverStatus];
  const label = CARD_COVER_STATUS_LABELS[card.coverStatus];
  const rows = [
    row('Member', card.initials),
    row('Member number', card.memberNumber),
    row('Plan', card.planName),
    row('Provider', card.providerName),
    ...(card.enrolledLine ? [row('Provider enrolment', card.enrolledLine)] : []),
    row('Valid from', formatCalendarDate(card.validFrom)),
    row('Valid to', formatCalendarDate(card.validTo)),
    ...(card.revokedAt ? [row('Revoked on', formatCalendarDate(card.revokedAt.slice(0, 10)))] : []),
  ];
  const checked = `${formatCalendarDate(checkedAt.toISOString().slice(0, 10))}, ${checkedAt.toISOString().slice(11, 16)} UTC`;
  return serverPage(
    VERIFY_FRAME,
    label,
    `<section class="status" style="color:${colours.ink};background:${colours.paper}" aria-labelledby="status">
<h1 id="status">${escapeHtml(label)}</h1>
<p>${escapeHtml(CARD_COVER_STATUS_EXPLANATIONS[card.coverStatus])}</p>
</section>
<dl>${rows.join('')}</dl>
<p class="note">Checked ${escapeHtml(checked)}. This page shows only what a hospital needs to check cover.</p>`,
  );
}

export const CARD_NOT_FOUND_TITLE = 'Card not found';

export function cardNotFoundPage(): string {
  return serverPage(
    VERIFY_FRAME,
    CARD_NOT_FOUND_TITLE,
    `<h1>${CARD_NOT_FOUND_TITLE}</h1>
<p>This link does not match any current member card. Check that the whole address was copied, or ask the member for their current card.</p>`,
  );
}

export function tooManyChecksPage(): string {
  return serverPage(
    VERIFY_FRAME,
    'Too many checks',
    `<h1>Too many checks</h1><p>Please wait a minute and open the link again.</p>`,
  );
}
