import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';

/** A secret shown once, with a copy button and the warning that it will not be shown again. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Alert variant="success" role="status" className="flex flex-col gap-3">
      <AlertTitle>{label}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p className="font-semibold">
          Copy it now: it will not be shown again. Keep it secret, like a password.
        </p>
        <code className="block break-all rounded-lg bg-surface px-3 py-2 font-mono text-base text-ink">
          {secret}
        </code>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            I have saved it
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
