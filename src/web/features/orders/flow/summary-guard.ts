import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { ORDER_MESSAGES } from '@/domain/orders/order.schema';
import { toast } from '@/web/components/ui/toaster';
import { paths } from '@/web/config/paths';
import { getPurchaseFlow } from './purchase-flow-store';
import { requireBuyer } from './purchase-guard';

/** The summary needs a session, a plan and at least one beneficiary (spec 001 §4). */
export async function requireCompleteFlow(args: ClientLoaderFunctionArgs) {
  await requireBuyer(args);
  const flow = getPurchaseFlow();
  const planId = new URL(args.request.url).searchParams.get('plan') ?? flow.selectedPlan?.id;
  if (!planId || flow.beneficiaries.length === 0) {
    toast.error(ORDER_MESSAGES.missingInformation);
    throw redirect(paths.healthcarePlans);
  }
  return null;
}
