import { Link, useSearchParams, type MetaFunction } from 'react-router';
import { EMAIL_CONFIRMATION_MESSAGES } from '@/domain/accounts/email-verification';
import { paths } from '@/web/config/paths';
import { AuthFrame } from '@/web/components/layout/auth-frame';
import { ConfirmEmailNotice } from '@/web/components/account/confirm-email-notice';

export const meta: MetaFunction = () => [{ title: 'Email address | Diaspora Hub' }];

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4';

/**
 * Where the confirmation link lands (decision 063): better-auth has confirmed the address and signed the person in,
 * or added ?error=… for a link that is expired, used or unknown; then the notice offers a new one.
 */
export default function EmailConfirmedPage() {
  const [searchParams] = useSearchParams();
  const failed = searchParams.has('error');
  return (
    <AuthFrame
      title={failed ? 'This link does not work' : 'Email address confirmed'}
      footer={
        <Link to={paths.home} className={linkClass}>
          Go to your home page
        </Link>
      }
    >
      {failed ? (
        <div className="flex flex-col gap-4">
          <p>{EMAIL_CONFIRMATION_MESSAGES.linkInvalid}</p>
          <ConfirmEmailNotice besideAForm={false} />
        </div>
      ) : (
        <p>
          {EMAIL_CONFIRMATION_MESSAGES.confirmed} If you were in the middle of an order or an application, go
          back to the tab you were using: it is ready to go on.
        </p>
      )}
    </AuthFrame>
  );
}
