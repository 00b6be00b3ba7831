import { type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getOrderQueryOptions } from '@/web/api/orders';
import type { useCreateOrder } from './use-create-order';

/** What placing an order answers: the order as placed, without the order page's timeline. */
type CreateOrderAnswer = NonNullable<ReturnType<typeof useCreateOrder>['data']>;
type OrderPageView = NonNullable<ReturnType<NonNullable<ReturnType<typeof getOrderQueryOptions>['queryFn']>>>;

// Issue 26: the create-order answer was written into the order page's cache, and the order page crashed on the
// missing timeline. Cache writes go through typed query options (decision 053), so `npm run typecheck` refuses it.
function writeCreateAnswerIntoOrderPage(queryClient: QueryClient, placed: CreateOrderAnswer) {
  // @ts-expect-error: the order page's key is tagged with its own view, which has a timeline.
  queryClient.setQueryData(getOrderQueryOptions(placed.id).queryKey, placed);
}

function writeOrderPageView(queryClient: QueryClient, view: Awaited<OrderPageView>) {
  queryClient.setQueryData(getOrderQueryOptions(view.id).queryKey, view);
}

describe('the order page cache', () => {
  it('takes only the order page view (the type errors above are checked by typecheck)', () => {
    expect(writeCreateAnswerIntoOrderPage).toBeTypeOf('function');
    expect(writeOrderPageView).toBeTypeOf('function');
  });
});
