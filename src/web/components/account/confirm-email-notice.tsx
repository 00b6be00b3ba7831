import { useMutation, useQuery } from '@tanstack/react-query';
import { EMAIL_CONFIRMATION_MESSAGES } from '@/domain/accounts/email-verification';
import { getMeQueryOptions } from '@/web/api/me';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { sendConfirmationLink } from '@/web/lib/auth-requests';

/**
 * Before an action that needs a confirmed address (decision 063): says so above the action, offers a new link, and
 * disappears by itself once the address is confirmed (the signed-in user is asked again when the tab is back in
 * focus), so what the person entered on this page stays where it is. Renders nothing for a confirmed address.
 * `besideAForm` false: on a page with nothing entered (where an expired link lands), it only asks to open the link.
 */
export function ConfirmEmailNotice({ besideAForm = true }: { besideAForm?: boolean }) {
  // While the notice shows, coming back to the tab (from the mail's link) asks the server again, whatever the
  // cache's usual freshness: that is how the notice goes away and the form stays as it was.
  const { data: me } = useQuery({ ...getMeQueryOptions(), refetchOnWindowFocus: 'always' });
  const resend = useMutation({
    mutationFn: (email: string) => sendConfirmationLink(email, paths.emailConfirmed),
    meta: { toastError: false },
  });
  if (!me || me.user.emailVerified) return null;
  return (
    <section
      aria-labelledby="confirm-email-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink"
    >
      <h2 id="confirm-email-heading" className="text-lg font-semibold">
        Confirm your email address
      </h2>
      <p className="mt-1">
        We sent a link to <strong className="break-all">{me.user.email}</strong>.{' '}
        {besideAForm
          ? 'Open it, then come back to this page: what you entered here stays.'
          : 'Open it to confirm.'}
      </p>
      <Button
        type="button"
        variant="outline"
        className="mt-3 min-h-11"
        disabled={resend.isPending}
        onClick={() => resend.mutate(me.user.email)}
      >
        Send the link again
      </Button>
      <p role="status" className="mt-2 min-h-6 text-sm font-medium">
        {resend.isSuccess && EMAIL_CONFIRMATION_MESSAGES.sent}
        {resend.error?.message}
      </p>
    </section>
  );
}
