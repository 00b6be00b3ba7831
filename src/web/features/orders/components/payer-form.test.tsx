import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYER_MESSAGES, type PayerInput } from '@/domain/orders/order.schema';
import { clearPurchaseFlow, getPurchaseFlow } from '../flow/purchase-flow-store';
import { PayerForm } from './payer-form';

const EMPTY: PayerInput = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '+44',
  phoneNumber: '',
  dateOfBirth: '',
  address: '',
  relationship: '',
  contactMethod: '',
  companyName: '',
};

function renderForm(defaultValues: PayerInput) {
  const router = createMemoryRouter(
    [
      { path: '/healthcare/payer', element: <PayerForm planId="plan-1" defaultValues={defaultValues} /> },
      { path: '/healthcare/summary', element: <h1>Summary</h1> },
    ],
    { initialEntries: ['/healthcare/payer'] },
  );
  render(<RouterProvider router={router} />);
}

const control = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('the payer form', () => {
  beforeEach(clearPurchaseFlow);

  it('shows each rule under its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm(EMPTY);
    await user.type(screen.getByLabelText(/^First Name/), 'A');
    await user.type(screen.getByLabelText('Email*'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    expect(errorOf('firstName')).toBe(PAYER_MESSAGES.firstName);
    expect(errorOf('email')).toBe(PAYER_MESSAGES.email);
    expect(errorOf('relationship')).toBe(PAYER_MESSAGES.relationship);
    expect(errorOf('contactMethod')).toBe(PAYER_MESSAGES.contactMethod);
    expect(errorOf('companyName')).toBe('');
    expect(control('email').getAttribute('aria-invalid')).toBe('true');
    expect(control('email').getAttribute('aria-describedby')).toBe('email-error');
    expect(control('relationship').getAttribute('aria-describedby')).toBe('relationship-error');
    expect(control('companyName').getAttribute('aria-describedby')).toBe('companyName-description');
    expect(control('firstName').value).toBe('A');
    expect(control('email').value).toBe('ada@');
    expect(screen.queryByRole('heading', { name: 'Summary' })).toBeNull();
  });

  it('saves a complete payer and goes on to the summary', async () => {
    const user = userEvent.setup();
    renderForm({
      ...EMPTY,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '7700900123',
      dateOfBirth: '1980-05-01',
      address: '1 High Street, London',
    });
    await user.click(screen.getByRole('combobox', { name: /^Relationship to Beneficiaries/ }));
    await user.click(await screen.findByRole('option', { name: 'Child' }));
    await user.click(screen.getByLabelText('WhatsApp'));
    await user.type(screen.getByLabelText('Company Name'), 'Obi Ltd');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(getPurchaseFlow().payerInfo).toMatchObject({
      firstName: 'Ada',
      relationship: 'child',
      contactMethod: 'whatsapp',
      companyName: 'Obi Ltd',
    });
  });
});
