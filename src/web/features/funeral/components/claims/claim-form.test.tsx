import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGES } from '@/domain/funeral/funeral-claim-rules';
import { ApiError } from '@/web/lib/api-client';
import type { useSubmitClaim } from '../../api/funeral-claims';
import { ClaimForm } from './claim-form';

const PEOPLE = [
  { key: 'principal', name: 'Ada Obi', role: 'Plan holder' },
  { key: 'covered-1', name: 'Chidi Obi', role: 'Spouse' },
];

function renderForm(mutateAsync: ReturnType<typeof vi.fn>) {
  const submit = { mutateAsync, isPending: false } as unknown as ReturnType<typeof useSubmitClaim>;
  const onSubmitted = vi.fn();
  render(<ClaimForm people={PEOPLE} coverStart="2025-01-01" submit={submit} onSubmitted={onSubmitted} />);
  return { onSubmitted };
}

const control = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/Chidi Obi/));
  await user.type(screen.getByLabelText(/^Date of death/), '2026-02-10');
  await user.click(screen.getByLabelText('Accident'));
  await user.upload(
    screen.getByLabelText(/^Death certificate or burial permit/),
    new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' }),
  );
  await user.type(screen.getByLabelText(/^Bank name/), 'First Bank');
  await user.type(screen.getByLabelText(/^Account number \(NUBAN\)/), '0123456789');
  await user.type(screen.getByLabelText(/^Name on the account/), 'Ada Obi');
}

describe('the funeral claim form', () => {
  it('says on each field what is missing, and sends nothing', async () => {
    const user = userEvent.setup();
    const mutateAsync = vi.fn();
    renderForm(mutateAsync);
    await user.click(screen.getByRole('button', { name: 'Submit the claim' }));

    expect(errorOf('dateOfDeath')).toBe(CLAIM_MESSAGES.dateOfDeath);
    expect(errorOf('bankName')).toBe(CLAIM_MESSAGES.bankName);
    expect(errorOf('accountName')).toBe(CLAIM_MESSAGES.accountName);
    expect(control('bankName').getAttribute('aria-invalid')).toBe('true');
    expect(control('bankName').getAttribute('aria-describedby')).toBe('bankName-error');
    expect(control('accountNumber').getAttribute('aria-describedby')).toBe(
      'accountNumber-description accountNumber-error',
    );
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('puts a refusal from the server on its field and keeps everything typed', async () => {
    const user = userEvent.setup();
    const refusal = 'The date of death is before the cover started on 1 January 2025';
    const mutateAsync = vi
      .fn()
      .mockRejectedValue(new ApiError(422, 'validation', 'Check the claim', { dateOfDeath: refusal }));
    const { onSubmitted } = renderForm(mutateAsync);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit the claim' }));

    expect(mutateAsync).toHaveBeenCalledOnce();
    const [{ claim, file }] = mutateAsync.mock.calls[0] as [{ claim: Record<string, string>; file: File }];
    expect(claim).toMatchObject({
      personKey: 'covered-1',
      dateOfDeath: '2026-02-10',
      cause: 'accidental',
      bankName: 'First Bank',
      accountNumber: '0123456789',
      accountName: 'Ada Obi',
    });
    expect(file.name).toBe('certificate.pdf');
    expect(errorOf('dateOfDeath')).toBe(refusal);
    expect(control('dateOfDeath').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('bankName')).toBe('');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: refusal })).toBeTruthy();
    expect(control('bankName').value).toBe('First Bank');
    expect(control('accountNumber').value).toBe('0123456789');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
