import { Field } from '@/web/components/forms/field';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  CARD_COVER_STATUS_LABELS,
  orderHasCards,
  RevokeCardSchema,
  type MemberCardView,
  type RevokeCard,
} from '@/domain/orders/member-card';
import type { AdminOrderView } from '@/domain/orders/order-admin';
import { getOrderCardsQueryOptions } from '@/web/api/orders';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/components/ui/toaster';
import { formatDate } from '@/web/lib/format-date';
import { schemaResolver } from '@/web/lib/schema-resolver';
import { useRevokeCard } from '../api/admin-orders';

/** The order's member cards, each with its status and, until it is revoked, a way to revoke it (decision 038). */
export function CardsSection({ order }: { order: AdminOrderView }) {
  if (!orderHasCards(order.status)) return null;
  return (
    <SectionCard title="Member cards" description="Revoking a card makes its cover check say so at once.">
      <CardsList orderId={order.id} />
    </SectionCard>
  );
}

function CardsList({ orderId }: { orderId: string }) {
  const cards = useQuery(getOrderCardsQueryOptions(orderId));
  if (cards.isError) return <p role="alert">Could not load the cards.</p>;
  if (!cards.data) return <p role="status">Loading the cards…</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {cards.data.map((card) => (
        <li key={card.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold wrap-anywhere text-ink">
              {`${card.firstName} ${card.lastName}`.trim() || 'Details removed'}
            </p>
            <p className="text-ink-muted">
              {card.memberNumber} · {CARD_COVER_STATUS_LABELS[card.coverStatus]}
            </p>
          </div>
          {card.revokedAt ? (
            <p className="text-ink">
              Revoked on {formatDate(card.revokedAt.slice(0, 10))}: {card.revokedReason}
            </p>
          ) : (
            <RevokeForm orderId={orderId} card={card} />
          )}
        </li>
      ))}
    </ul>
  );
}

function RevokeForm({ orderId, card }: { orderId: string; card: MemberCardView }) {
  const id = useId();
  const revoke = useRevokeCard(orderId);
  const form = useForm<RevokeCard>({
    resolver: schemaResolver<RevokeCard, RevokeCard>(RevokeCardSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await revoke.mutateAsync({ cardId: card.id, reason });
      toast.success('Card revoked');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Something went wrong. Please try again.';
      form.setError('reason', { type: 'server', message });
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field<RevokeCard>
          name="reason"
          id={`${id}-reason`}
          label={`Reason for revoking ${card.memberNumber}`}
        >
          {(control) => <Textarea rows={2} {...control} disabled={revoke.isPending} />}
        </Field>
        <Button type="submit" variant="destructive" disabled={revoke.isPending} className="self-start">
          {revoke.isPending ? 'Revoking...' : 'Revoke card'}
        </Button>
      </form>
    </FormProvider>
  );
}
