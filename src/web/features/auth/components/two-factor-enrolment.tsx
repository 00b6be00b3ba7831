import { useState } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { BackupCodes } from './backup-codes';
import { manualKey, TotpQrCode } from './totp-qr-code';
import { VerifyCodeForm } from './two-factor-code-form';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

interface TwoFactorEnrolmentProps {
  setup: TwoFactorSetup;
  /** After the code was accepted and the admin confirmed the backup codes are saved. */
  onDone: () => void;
  /** The last button's words: where it leads ('Continue to the dashboard', the admins' default). */
  continueLabel?: string;
}

/**
 * Two-factor setup: scan the QR code (or type the key), prove it works with one code, which turns two-factor on,
 * then keep the backup codes.
 */
export function TwoFactorEnrolment({
  setup,
  onDone,
  continueLabel = 'Continue to the dashboard',
}: TwoFactorEnrolmentProps) {
  const [verified, setVerified] = useState(false);
  if (verified) {
    return (
      <section aria-labelledby="backup-codes-heading" className="flex flex-col gap-3">
        <h2 id="backup-codes-heading" className="text-lg font-semibold text-ink">
          Two-factor is on. Save your backup codes
        </h2>
        <BackupCodes codes={setup.backupCodes} continueLabel={continueLabel} onContinue={onDone} />
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="scan-heading" className="flex flex-col items-center gap-3 text-center">
        <h2 id="scan-heading" className="text-lg font-semibold text-ink">
          1. Scan this code with your authenticator app
        </h2>
        <TotpQrCode uri={setup.totpURI} />
        <div className="flex w-full flex-col gap-1.5 text-left">
          <Label htmlFor="setup-key">Setup key</Label>
          <p id="setup-key-description" className="-mt-0.5 text-sm text-ink-muted">
            Can&apos;t scan the code? Type this key into the app instead.
          </p>
          <Input
            id="setup-key"
            readOnly
            value={manualKey(setup.totpURI)}
            aria-describedby="setup-key-description"
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      </section>
      <section aria-labelledby="confirm-heading" className="flex flex-col gap-3">
        <h2 id="confirm-heading" className="text-lg font-semibold text-ink">
          2. Enter the code the app shows
        </h2>
        <VerifyCodeForm kind="totp" onVerified={() => setVerified(true)} />
      </section>
    </div>
  );
}
