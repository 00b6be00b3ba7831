import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { StatementUploadForm } from './statement-upload-form';

const mutateAsync = vi.fn();
vi.mock('../api/admin-reconciliation', () => ({
  useUploadStatement: () => ({ mutateAsync, isPending: false }),
}));

const CSV = 'Date,Details,Paid in,Paid out\n05/11/2026,DH7K2M9Q4X,250000.00,\n';

async function chooseAnotherBank(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Bank/), 'Another bank: name its columns');
  await user.type(screen.getByLabelText(/^Account number/), '0123456789');
  await user.upload(
    screen.getByLabelText(/^Statement file/),
    new File([CSV], 'statement.csv', { type: 'text/csv' }),
  );
}

/** The CSV above's columns, money in a credit and a debit column. */
async function nameSplitColumns(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Date column/), 'Date');
  await user.selectOptions(screen.getByLabelText(/^How dates are written/), 'DD/MM/YYYY');
  await user.type(screen.getByLabelText(/^Narration column/), 'Details');
  await user.type(screen.getByLabelText(/^Credit column/), 'Paid in');
  await user.type(screen.getByLabelText(/^Debit column/), 'Paid out');
}

describe('a statement from a bank no preset knows', () => {
  beforeEach(() => mutateAsync.mockReset());

  it('sends the export’s own columns as the mapping, only the money columns of the layout chosen', async () => {
    const user = userEvent.setup();
    render(<StatementUploadForm />);
    await chooseAnotherBank(user);
    await nameSplitColumns(user);
    mutateAsync.mockResolvedValueOnce({ alreadyImported: false, newCredits: 1 });
    await user.click(screen.getByRole('button', { name: 'Upload statement' }));

    expect(mutateAsync).toHaveBeenCalledWith(
      expect.objectContaining({
        format: 'csv',
        account: '0123456789',
        content: CSV,
        mapping: {
          bookingDate: 'Date',
          narration: 'Details',
          credit: 'Paid in',
          debit: 'Paid out',
          dateFormat: 'DD/MM/YYYY',
          decimal: '.',
          thousands: ',',
          delimiter: ',',
        },
      }),
    );
    expect(mutateAsync.mock.calls[0]![0].preset).toBeUndefined();
  });

  it('says on its own field which column is missing, before anything is sent', async () => {
    const user = userEvent.setup();
    render(<StatementUploadForm />);
    await chooseAnotherBank(user);
    await user.selectOptions(screen.getByLabelText(/^Money/), 'One signed amount column');
    await user.click(screen.getByRole('button', { name: 'Upload statement' }));

    expect(mutateAsync).not.toHaveBeenCalled();
    for (const id of [
      'statement-columns-bookingDate',
      'statement-columns-narration',
      'statement-columns-amount',
    ])
      expect(document.getElementById(id)?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText(/^Credit column/)).toBeNull();
  });

  it('puts the server’s message about a column on that column', async () => {
    const user = userEvent.setup();
    render(<StatementUploadForm />);
    await chooseAnotherBank(user);
    await nameSplitColumns(user);
    mutateAsync.mockRejectedValueOnce(
      new ApiError(422, 'validation', 'Check', { 'mapping.narration': 'No column named Details' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload statement' }));
    expect(document.getElementById('statement-columns-narration-error')?.textContent).toBe(
      'No column named Details',
    );
  });
});
