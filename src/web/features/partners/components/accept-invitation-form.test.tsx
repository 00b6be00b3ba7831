import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PARTNER_INVITATION_MESSAGES as M } from '@/domain/partners/partner-invitation';
import { AcceptInvitationForm } from './accept-invitation-form';

function renderForm() {
  const onAccepted = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AcceptInvitationForm token="t" onAccepted={onAccepted} />
    </QueryClientProvider>,
  );
  return onAccepted;
}

const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('accepting a partner invitation', () => {
  it('shows each rule under its field, without asking the server', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onAccepted = renderForm();
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(errorOf('accept-name')).toBe(M.name);
    expect(errorOf('accept-password')).toBe(M.passwordRequired);

    await user.type(screen.getByLabelText(/^Your name/), 'Ngozi Eze');
    await user.type(screen.getByLabelText(/^Password/), 'short-pass');
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(errorOf('accept-password')).toBe(M.passwordTooShort);

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'a-long-partner-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-partner-passwore');
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(errorOf('accept-confirmPassword')).toBe(M.mismatch);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
