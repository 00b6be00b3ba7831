import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';

/** The user's orders and applications (DECISIONS 7). Until ordering lands there is nothing to list. */
export function MyOrders() {
  return (
    <section aria-labelledby="my-orders-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="my-orders-heading">
            My Orders
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-3 py-4 text-center">
          <ShoppingBag aria-hidden="true" className="size-10 text-brand-700" />
          <p className="font-semibold text-ink">You have no orders yet</p>
          <p className="max-w-sm text-sm text-ink-muted">
            Health plans you buy for your loved ones at home will appear here, with their status.
          </p>
          <Button asChild variant="outline">
            <Link to={paths.healthcareOptions}>Browse health plans</Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
