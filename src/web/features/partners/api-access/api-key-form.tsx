import { useState, type FormEvent } from 'react';
import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKeyView,
} from '@/domain/partners/partner-api';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useCreateApiKey } from './api-access-queries';

/** A new key: its name and what it may do. The server checks both again; its messages land on the fields. */
export function ApiKeyForm({
  organisationId,
  onCreated,
}: {
  organisationId: string;
  onCreated: (key: CreatedApiKeyView) => void;
}) {
  const create = useCreateApiKey(organisationId);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['enrolments:read']);
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const scopeError = fields.scopes ?? fields['scopes.0'];
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((each) => each !== scope)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes },
      {
        onSuccess: (key) => {
          setName('');
          onCreated(key);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="text-lg font-semibold text-ink">
        Create an API key
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="api-key-name" className="font-medium text-ink">
          Name
        </label>
        <p id="api-key-name-hint" className="text-ink-muted">
          Say which system will use it, e.g. "Enrolment sync"
        </p>
        <Input
          id="api-key-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={fields.name ? 'api-key-name-hint api-key-name-error' : 'api-key-name-hint'}
          aria-invalid={fields.name ? true : undefined}
          autoComplete="off"
        />
        {fields.name && (
          <p id="api-key-name-error" className="font-medium text-danger-700">
            {fields.name}
          </p>
        )}
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={scopeError ? 'api-key-scopes-error' : undefined}
      >
        <legend className="mb-1 font-medium text-ink">Permissions</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            <span>
              {API_KEY_SCOPE_LABELS[scope]}{' '}
              <span className="font-mono text-sm text-ink-muted">({scope})</span>
            </span>
          </label>
        ))}
        {scopeError && (
          <p id="api-key-scopes-error" className="font-medium text-danger-700">
            {scopeError}
          </p>
        )}
      </fieldset>
      {create.error && !(create.error instanceof ApiError && Object.keys(fields).length > 0) && (
        <p role="alert" className="font-medium text-danger-700">
          {create.error.message}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create key'}
      </Button>
    </form>
  );
}
