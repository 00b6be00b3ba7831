import { redirect, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { getOrderQueryOptions } from '@/web/api/orders';
import { queryClient } from '@/web/lib/query-client';
import { requireBuyer } from '../flow/purchase-guard';
import { updatePurchaseFlow } from '../flow/purchase-flow-store';
import { renewalFlow } from '../flow/renewal-flow';

export const meta: MetaFunction = () => [{ title: 'Renew | Diaspora Hub' }];

const CANNOT_RENEW = 'This order cannot be renewed';

/**
 * 'Renew' (docs/decisions/039): reads the order afresh (the server says whether it can be renewed now), stores
 * its plan, people and payer as the purchase flow, and opens the flow's first page with them filled in.
 */
export async function clientLoader(args: ClientLoaderFunctionArgs) {
  await requireBuyer(args);
  const orderId = new URL(args.request.url).searchParams.get('order');
  if (!orderId) throw redirect(paths.profile);
  const order = await queryClient
    .fetchQuery({ ...getOrderQueryOptions(orderId), staleTime: 0 })
    .catch(() => null);
  const flow = order && renewalFlow(order);
  if (!flow) {
    toast.error(CANNOT_RENEW);
    throw redirect(order ? paths.order(order.id) : paths.profile);
  }
  updatePurchaseFlow(flow);
  throw redirect(paths.beneficiary(flow.selectedPlan.id));
}

export default function RenewPage() {
  return null;
}
