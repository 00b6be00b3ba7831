import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { routePatterns } from '@/web/config/paths';

/** The spec's flow links here after the beneficiaries; the payer page is the real next step (DECISIONS 4). */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  redirect(`${routePatterns.payer}${new URL(request.url).search}`);

export default function PaymentSummaryRedirect() {
  return null;
}
