import { IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { orderHasCards } from '@/domain/orders/member-card';
import type { OrderDetailView } from '@/domain/orders/order-view';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { paths } from '@/web/config/paths';

/** Once the order is active: the way to its member cards (docs/decisions/038). */
export function OrderCardsLink({ order }: { order: OrderDetailView }) {
  if (!orderHasCards(order.status)) return null;
  return (
    <SectionCard
      title="Member cards"
      description="One card per person, with a QR code a hospital scans to check the cover. Download, print or share it."
    >
      <Button asChild className="w-full sm:w-fit">
        <Link to={paths.orderCards(order.id)}>
          <IdCard aria-hidden="true" /> View member cards
        </Link>
      </Button>
    </SectionCard>
  );
}
