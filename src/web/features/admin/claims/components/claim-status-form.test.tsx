import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClaimDetail } from '@/domain/funeral/funeral-claim-admin';
import { CLAIM_MESSAGES } from '@/domain/funeral/funeral-claim-rules';
import { ApiError } from '@/web/lib/api-client';
import { ClaimStatusForm } from './claim-status-form';

const mutateAsync = vi.fn();
vi.mock('../api/admin-claims', () => ({
  useChangeClaimStatus: () => ({ mutateAsync, isPending: false }),
}));

// Only what the form reads of the claim.
const detail = {
  claim: { id: 'claim-1' },
  nextStatuses: ['documents_checked', 'rejected'],
} as unknown as AdminClaimDetail;

const reason = () =>
  screen.getByLabelText('Reason for rejecting (the claimant reads it)') as HTMLTextAreaElement;
const reject = () => screen.getByRole('button', { name: 'Reject the claim' });

describe("an admin's next step on a claim", () => {
  beforeEach(() => mutateAsync.mockReset());

  it('asks for the reason to reject as the server does, and sends it trimmed', async () => {
    const user = userEvent.setup();
    render(<ClaimStatusForm detail={detail} />);
    await user.type(reason(), '   ');
    await user.click(reject());
    expect(reason().id).toBe('reason');
    expect(document.getElementById('reason-error')?.textContent).toBe(CLAIM_MESSAGES.rejectionReason);
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(mutateAsync).not.toHaveBeenCalled();

    mutateAsync.mockResolvedValueOnce({});
    await user.type(reason(), ' No certificate ');
    await user.click(reject());
    expect(mutateAsync).toHaveBeenCalledWith({ status: 'rejected', reason: 'No certificate' });
    expect(reason().value).toBe('');
  });

  it("puts the server's message about the reason on it, and any other refusal above the steps", async () => {
    const user = userEvent.setup();
    render(<ClaimStatusForm detail={detail} />);
    mutateAsync.mockRejectedValueOnce(new ApiError(422, 'validation', 'Check', { reason: 'Too long' }));
    await user.type(reason(), 'Late');
    await user.click(reject());
    expect(document.getElementById('reason-error')?.textContent).toBe('Too long');

    mutateAsync.mockRejectedValueOnce(new ApiError(409, 'conflict', 'The claim moved on', {}));
    await user.click(screen.getByRole('button', { name: 'Mark documents checked' }));
    expect(screen.getByRole('alert').textContent).toBe('The claim moved on');
  });
});
