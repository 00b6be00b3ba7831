import { useQuery } from '@tanstack/react-query';
import { Link, useParams, type MetaFunction } from 'react-router';
import { CARD_MESSAGES } from '@/domain/orders/member-card';
import { getOrderCardsQueryOptions } from '@/web/api/orders';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { DetailFrame, DetailQuery } from '@/web/components/detail/detail-frame';
import { MemberCard } from '../components/member-card';

export const meta: MetaFunction = () => [{ title: 'Member cards | Diaspora Hub' }];

/** An order's member cards, one per person, once the order is active (docs/decisions/038). */
export default function MemberCardsPage() {
  const id = useParams().id ?? '';
  const cards = useQuery(getOrderCardsQueryOptions(id));
  const notYet = cards.error instanceof ApiError && cards.error.status === 409;
  return (
    <DetailFrame>
      {notYet ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-6">
          <h1 className="text-2xl font-bold text-ink">No member cards yet</h1>
          <p className="text-ink-muted">{CARD_MESSAGES.noCardsYet}.</p>
          <Button asChild className="w-fit">
            <Link to={paths.order(id)}>Back to the order</Link>
          </Button>
        </div>
      ) : (
        <DetailQuery query={cards} noun="order">
          {(data) => (
            <>
              <header className="flex flex-col gap-2">
                <h1 className="text-2xl font-bold text-ink sm:text-3xl">Member cards</h1>
                <p className="text-ink-muted">
                  Show a card at the hospital: staff scan its QR code to check the cover on their own phone.
                  They see the cover’s status and dates and the member’s initials, nothing else.
                </p>
                <Link
                  to={paths.order(id)}
                  className="inline-flex min-h-11 w-fit items-center font-semibold text-brand-800 underline"
                >
                  Order details
                </Link>
              </header>
              {data.map((card) => (
                <MemberCard key={card.id} orderId={id} card={card} />
              ))}
            </>
          )}
        </DetailQuery>
      )}
    </DetailFrame>
  );
}
