import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { paths } from '@/web/config/paths';
import { requireSessionOrSignIn } from '@/web/lib/require-session';

/** The success page needs an order to show (else home) and its owner signed in. */
export async function requireOrderParam({ request }: ClientLoaderFunctionArgs) {
  const orderId = new URL(request.url).searchParams.get('order');
  if (!orderId) throw redirect(paths.home);
  await requireSessionOrSignIn(request, { title: 'Please sign in to see your order' });
  return { orderId };
}
