import { useState } from 'react';
import type { CreatedApiKeyView } from '@/domain/partners/partner-api';
import { useApiKeys } from './api-access-queries';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyList } from './api-key-list';
import { SecretOnce } from './secret-once';

/** The organisation's API keys: the new key's secret once, the form, then the list. */
export function ApiKeysPanel({ organisationId }: { organisationId: string }) {
  const keys = useApiKeys(organisationId);
  const [created, setCreated] = useState<CreatedApiKeyView | null>(null);
  return (
    <div className="flex flex-col gap-6">
      {created && (
        <SecretOnce
          label={`Your new key "${created.name}"`}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <section className="rounded-xl border border-line bg-surface p-4">
        <ApiKeyForm organisationId={organisationId} onCreated={setCreated} />
      </section>
      <section aria-labelledby="keys-title" className="flex flex-col gap-3">
        <h2 id="keys-title" className="text-lg font-semibold text-ink">
          Keys
        </h2>
        {keys.isError && <p role="alert">{keys.error.message}</p>}
        {keys.data && <ApiKeyList organisationId={organisationId} keys={keys.data} />}
      </section>
    </div>
  );
}
