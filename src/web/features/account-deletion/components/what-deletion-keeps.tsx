import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

/**
 * What deleting the account does to cover bought and applications made, as processing does it
 * (modules/account-deletion/process-deletion.service.ts; docs/decisions/033): nothing is cancelled or refunded,
 * the records lose the people's details, and the request can be withdrawn until it is processed.
 */
export function WhatDeletionKeeps() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your cover and applications</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-ink">
          <li>
            Health cover that is paid or active is not cancelled or refunded: it runs to its end date. Keep
            your confirmation number.
          </li>
          <li>
            Orders awaiting payment and open property or funeral applications are not withdrawn. They keep
            their status, but without your details nobody can contact you about them. If you have sent a
            payment that is not confirmed yet, contact support before you ask.
          </li>
          <li>
            We keep each order's and application's amounts, dates and status, and remove the names, dates of
            birth and contact details of you, the people you covered and the payer. You can no longer see them
            here.
          </li>
          <li>Until we process your request, you can withdraw it from your profile.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
