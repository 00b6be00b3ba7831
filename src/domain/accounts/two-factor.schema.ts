import { z } from 'zod';
import { secretField, textField } from './text-field';

export const TWO_FACTOR_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app',
  backupCode: 'Enter one of your backup codes',
  password: 'Enter your password',
} as const;

/** The code an authenticator app shows; spaces people type between the digits are ignored. */
export const TotpCodeSchema = z.object({
  code: textField(20)
    .transform((code) => code.replaceAll(' ', ''))
    .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.code)),
});
export type TotpCode = z.output<typeof TotpCodeSchema>;

export const BackupCodeSchema = z.object({
  code: textField(40).pipe(z.string().min(1, TWO_FACTOR_MESSAGES.backupCode)),
});

export const PasswordConfirmationSchema = z.object({
  password: secretField(128).pipe(z.string().min(1, TWO_FACTOR_MESSAGES.password)),
});
