import { useState } from 'react';
import type { ApiKeyView } from '@/domain/partners/partner-api';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { toast } from '@/web/components/ui/toaster';
import { useRevokeApiKey } from './api-access-queries';

export const when = (iso: string | null, never = 'never') =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : never;

/** The organisation's keys, newest first; a live key can be revoked after a confirmation. */
export function ApiKeyList({ organisationId, keys }: { organisationId: string; keys: ApiKeyView[] }) {
  const revoke = useRevokeApiKey(organisationId);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (key) => {
        setRevoking(null);
        toast.success('Key revoked', { description: `${key.name} no longer works` });
      },
    });
  };
  if (keys.length === 0) return <p className="text-ink-muted">No API keys yet.</p>;
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label="API keys">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4">
            <p className="font-semibold text-ink">
              {key.name} <span className="font-mono text-sm font-normal text-ink-muted">{key.prefix}…</span>
            </p>
            <p className="text-ink-muted">{key.scopes.join(', ')}</p>
            <p className="text-ink-muted">
              Created {when(key.createdAt)} · last used {when(key.lastUsedAt)}
            </p>
            {key.revokedAt ? (
              <p className="font-medium text-danger-700">Revoked {when(key.revokedAt)}</p>
            ) : (
              <Button
                variant="outline"
                className="self-start"
                onClick={() => setRevoking(key)}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke {revoking?.name}?</DialogTitle>
            <DialogDescription>
              Systems using this key are refused from now on. This cannot be undone: create a new key instead.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              Keep the key
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
              Revoke key
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
