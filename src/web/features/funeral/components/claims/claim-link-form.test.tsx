import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGES } from '@/domain/funeral/funeral-claim-rules';
import { ApiError } from '@/web/lib/api-client';
import { ClaimLinkForm } from './claim-link-form';

const mutateAsync = vi.fn();
vi.mock('../../api/funeral-claims', () => ({
  useSendClaimLink: () => ({ mutateAsync, isPending: false }),
}));

const email = () => screen.getByLabelText("Ifeoma Okeke's email address") as HTMLInputElement;
const errorText = () => document.getElementById('beneficiaryEmail-error')?.textContent;
const send = () => screen.getByRole('button', { name: 'Send the claim link' });

describe('the claim link form', () => {
  beforeEach(() => mutateAsync.mockReset());

  it('checks the address as the server does, on the field, and keeps the focus on the button', async () => {
    const user = userEvent.setup();
    render(<ClaimLinkForm applicationId="app-1" beneficiaryName="Ifeoma Okeke" />);
    await user.click(send());

    expect(email().id).toBe('beneficiaryEmail');
    expect(errorText()).toBe(CLAIM_MESSAGES.beneficiaryEmail);
    expect(email().getAttribute('aria-describedby')).toBe('beneficiaryEmail-error');
    expect(document.activeElement).toBe(send());
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it("says the server's refusal on the field, and what was sent in the status line", async () => {
    const user = userEvent.setup();
    mutateAsync.mockRejectedValueOnce(new ApiError(409, 'conflict', 'The plan has no beneficiary', {}));
    render(<ClaimLinkForm applicationId="app-1" beneficiaryName="Ifeoma Okeke" />);
    await user.type(email(), 'ifeoma@example.com');
    await user.click(send());
    expect(mutateAsync).toHaveBeenCalledWith('ifeoma@example.com');
    expect(errorText()).toBe('The plan has no beneficiary');

    mutateAsync.mockResolvedValueOnce({
      sentTo: 'ifeoma@example.com',
      expiresAt: '2026-12-13T10:00:00.000Z',
    });
    await user.click(send());
    expect(errorText()).toBe('');
    expect(screen.getByRole('status').textContent).toMatch(
      /^Sent to ifeoma@example.com\. It works until 13 December 2026\./,
    );
  });
});
