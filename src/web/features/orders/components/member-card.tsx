import { Download, ExternalLink, Mail, MessageCircle } from 'lucide-react';
import { renderSVG } from 'uqr';
import {
  CARD_COVER_STATUS_LABELS,
  cardShareText,
  EMERGENCY_LINE_SAMPLE_NOTE,
  mailShareUrl,
  whatsAppShareUrl,
  type CardCoverStatus,
  type MemberCardView,
} from '@/domain/orders/member-card';
import { cardPdfUrl } from '@/web/api/orders';
import { Badge, type BadgeProps } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatDate } from '@/web/lib/format-date';
import { FactList } from '@/web/components/ui/fact-list';

const COVER_BADGE: Record<CardCoverStatus, BadgeProps['variant']> = {
  active: 'success',
  'not-yet-active': 'warning',
  expired: 'destructive',
  cancelled: 'destructive',
  revoked: 'destructive',
};

/** The QR code a hospital scans, drawn here from the verification link. */
function CardQrCode({ url }: { url: string }) {
  const svg = renderSVG(url, { border: 2 });
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt="QR code that opens this card’s cover check"
      width={176}
      height={176}
      className="rounded-xl border border-line bg-white p-1"
    />
  );
}

/** One person's card: what a front desk reads, the QR code, and the ways to keep and share it. */
export function MemberCard({ orderId, card }: { orderId: string; card: MemberCardView }) {
  const name = `${card.firstName} ${card.lastName}`.trim();
  const shareText = cardShareText(card.planName, card.verifyUrl);
  const revoked = card.revokedAt !== null;
  return (
    <article
      aria-labelledby={`card-${card.id}`}
      className="overflow-hidden rounded-2xl border-2 border-brand-700 bg-surface shadow-sm"
    >
      <p className="bg-brand-700 px-5 py-3 font-semibold text-white">Diaspora Hub member card</p>
      <div className="flex flex-col gap-5 p-5">
        <div className="flex flex-col gap-2">
          <h2 id={`card-${card.id}`} className="text-2xl font-bold wrap-anywhere text-ink">
            {name}
          </h2>
          <Badge variant={COVER_BADGE[card.coverStatus]} className="w-fit">
            {CARD_COVER_STATUS_LABELS[card.coverStatus]}
          </Badge>
        </div>
        {card.enrolledLine && (
          <p className="font-semibold wrap-anywhere text-brand-800">{card.enrolledLine}</p>
        )}
        {revoked && (
          <p role="note" className="rounded-xl bg-danger-100 p-3 text-danger-800">
            This card was revoked on {formatDate(card.revokedAt!.slice(0, 10))} and no longer proves cover.
            Please contact support for a new one.
          </p>
        )}
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 flex-1">
            <FactList
              facts={[
                { label: 'Member number', value: card.memberNumber },
                { label: 'Plan', value: card.planName },
                { label: 'Provider', value: card.providerName },
                { label: 'Valid from', value: formatDate(card.validFrom) },
                { label: 'Valid to', value: formatDate(card.validTo) },
                {
                  label: 'Emergency line',
                  value: (
                    <>
                      <a href={`tel:${card.emergencyLine.replaceAll(' ', '')}`} className="underline">
                        {card.emergencyLine}
                      </a>
                      {card.emergencyLineIsSample && (
                        <span className="block text-sm font-normal text-ink-muted">
                          {EMERGENCY_LINE_SAMPLE_NOTE}
                        </span>
                      )}
                    </>
                  ),
                },
              ]}
            />
          </div>
          {!revoked && (
            <div className="flex flex-col items-center gap-1 self-center sm:self-start">
              <CardQrCode url={card.verifyUrl} />
              <p className="text-sm text-ink-muted">Scan to check this cover</p>
            </div>
          )}
        </div>
        {!revoked && <CardActions orderId={orderId} card={card} shareText={shareText} />}
      </div>
    </article>
  );
}

function CardActions({
  orderId,
  card,
  shareText,
}: {
  orderId: string;
  card: MemberCardView;
  shareText: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Button asChild>
        <a href={cardPdfUrl(orderId, card.id)} download={`member-card-${card.memberNumber}.pdf`}>
          <Download aria-hidden="true" /> Download PDF
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={card.verifyUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" /> Open cover check
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={whatsAppShareUrl(shareText)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" /> Share on WhatsApp
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={mailShareUrl(card.email, shareText)}>
          <Mail aria-hidden="true" /> Share by e-mail
        </a>
      </Button>
    </div>
  );
}
