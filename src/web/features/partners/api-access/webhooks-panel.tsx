import { useState, type FormEvent } from 'react';
import type { CreatedWebhookEndpointView, WebhookDeliveryView } from '@/domain/partners/partner-api';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { ApiError } from '@/web/lib/api-client';
import {
  useAddWebhookEndpoint,
  useRemoveWebhookEndpoint,
  useSendTestEvent,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from './api-access-queries';
import { when } from './api-key-list';
import { SecretOnce } from './secret-once';

function EndpointForm({
  organisationId,
  onAdded,
}: {
  organisationId: string;
  onAdded: (e: CreatedWebhookEndpointView) => void;
}) {
  const add = useAddWebhookEndpoint(organisationId);
  const [url, setUrl] = useState('');
  const fieldError = add.error instanceof ApiError ? add.error.fields.url : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(url, {
      onSuccess: (endpoint) => {
        setUrl('');
        onAdded(endpoint);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-labelledby="new-endpoint-title">
      <h2 id="new-endpoint-title" className="text-lg font-semibold text-ink">
        Add an endpoint
      </h2>
      <label htmlFor="webhook-url" className="font-medium text-ink">
        Endpoint URL
      </label>
      <Input
        id="webhook-url"
        type="url"
        value={url}
        placeholder="https://"
        onChange={(event) => setUrl(event.target.value)}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? 'webhook-url-error' : undefined}
      />
      {fieldError && (
        <p id="webhook-url-error" className="font-medium text-danger-700">
          {fieldError}
        </p>
      )}
      {add.error && !fieldError && (
        <p role="alert" className="font-medium text-danger-700">
          {add.error.message}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={add.isPending}>
        Add endpoint
      </Button>
    </form>
  );
}

function DeliveryLog({ deliveries }: { deliveries: WebhookDeliveryView[] }) {
  if (deliveries.length === 0) return <p className="text-ink-muted">No events sent yet.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Deliveries">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="rounded-xl border border-line bg-surface p-4">
          <p className="font-semibold text-ink">
            {delivery.eventType} · {delivery.state}
          </p>
          <p className="break-all text-sm text-ink-muted">Event {delivery.eventId}</p>
          {delivery.nextAttemptAt && (
            <p className="text-ink-muted">Next attempt {when(delivery.nextAttemptAt)}</p>
          )}
          <ol className="mt-2 flex flex-col gap-1">
            {delivery.attempts.map((attempt) => (
              <li key={attempt.attempt} className="text-ink">
                Attempt {attempt.attempt}: {attempt.statusCode ?? 'no answer'}
                {attempt.error && attempt.statusCode === null ? ` (${attempt.error})` : ''} in{' '}
                {attempt.durationMs} ms, {when(attempt.at)}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

/** Webhook endpoints: add one (its secret shown once), send it a test event, remove it; then the delivery log. */
export function WebhooksPanel({ organisationId }: { organisationId: string }) {
  const endpoints = useWebhookEndpoints(organisationId);
  const deliveries = useWebhookDeliveries(organisationId);
  const sendTest = useSendTestEvent(organisationId);
  const remove = useRemoveWebhookEndpoint(organisationId);
  const [created, setCreated] = useState<CreatedWebhookEndpointView | null>(null);
  return (
    <div className="flex flex-col gap-6">
      {created && (
        <SecretOnce
          label={`Signing secret for ${created.url}`}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <section className="rounded-xl border border-line bg-surface p-4">
        <EndpointForm organisationId={organisationId} onAdded={setCreated} />
      </section>
      <section aria-labelledby="endpoints-title" className="flex flex-col gap-3">
        <h2 id="endpoints-title" className="text-lg font-semibold text-ink">
          Endpoints
        </h2>
        {endpoints.data?.length === 0 && <p className="text-ink-muted">No endpoints yet.</p>}
        <ul className="flex flex-col gap-2">
          {endpoints.data?.map((endpoint) => (
            <li
              key={endpoint.id}
              className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
            >
              <p className="break-all font-semibold text-ink">{endpoint.url}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  disabled={sendTest.isPending}
                  onClick={() =>
                    sendTest.mutate(endpoint.id, { onSuccess: () => toast.success('Test event queued') })
                  }
                >
                  Send a test event
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${endpoint.url}`}
                  onClick={() =>
                    remove.mutate(endpoint.id, { onSuccess: () => toast.success('Endpoint removed') })
                  }
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="deliveries-title" className="flex flex-col gap-3">
        <h2 id="deliveries-title" className="text-lg font-semibold text-ink">
          Delivery log
        </h2>
        {deliveries.data && <DeliveryLog deliveries={deliveries.data} />}
      </section>
    </div>
  );
}
