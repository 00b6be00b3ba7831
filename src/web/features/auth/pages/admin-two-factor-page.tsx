import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirect, useNavigate, type MetaFunction } from 'react-router';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { enableTwoFactor } from '@/web/lib/auth-requests';
import { getMeQueryOptions, refreshMe } from '@/web/api/me';
import { queryClient } from '@/web/lib/query-client';
import { AuthFrame } from '@/web/components/layout/auth-frame';
import { PasswordConfirmationForm } from '../components/password-confirmation-form';
import { TwoFactorEnrolment, type TwoFactorSetup } from '../components/two-factor-enrolment';

export const meta: MetaFunction = () => [{ title: 'Set up two-factor authentication | Diaspora Hub' }];

/** Only for a signed-in admin who has not set up two-factor yet; the console sends them here until they have. */
export async function clientLoader() {
  const me = await refreshMe(queryClient).catch(() => queryClient.getQueryData(getMeQueryOptions().queryKey));
  if (me?.user.role !== 'admin' || me.user.passwordChangeRequired) throw redirect(paths.adminLogin);
  if (me.user.twoFactorEnabled) throw redirect(paths.adminDashboard);
  return null;
}

export default function AdminTwoFactorPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const start = useMutation({ mutationFn: enableTwoFactor, meta: { toastError: false } });

  const begin = async (password: string) => {
    try {
      setSetup(await start.mutateAsync(password));
      return undefined;
    } catch (error) {
      return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
    }
  };
  const finish = async () => {
    await refreshMe(client);
    await navigate(paths.adminDashboard, { replace: true });
  };

  return (
    <AuthFrame
      title="Set up two-factor authentication"
      subtitle="Admins protect the console with a code from an authenticator app"
    >
      {setup ? (
        <TwoFactorEnrolment setup={setup} onDone={() => void finish()} />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-ink-muted">
            You need an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator
            or 1Password. Confirm your password to begin.
          </p>
          <PasswordConfirmationForm busy={start.isPending} submitLabel="Begin setup" onSubmit={begin} />
        </div>
      )}
    </AuthFrame>
  );
}
