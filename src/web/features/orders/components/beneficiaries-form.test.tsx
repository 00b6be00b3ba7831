import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_PLANS } from '@/domain/catalogue/catalogue';
import { BENEFICIARY_MESSAGES, ORDER_MESSAGES } from '@/domain/orders/order.schema';
import { clearPurchaseFlow, getPurchaseFlow } from '../flow/purchase-flow-store';
import { BeneficiariesForm } from './beneficiaries-form';

const plan = ALL_PLANS.find((candidate) => candidate.pricing === 'flat')!;

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/healthcare/beneficiary',
        element: <BeneficiariesForm plan={plan} planType={null} onPlanTypeMissing={vi.fn()} />,
      },
      { path: '/healthcare/payer', element: <h1>Payer</h1> },
    ],
    { initialEntries: ['/healthcare/beneficiary'] },
  );
  render(<RouterProvider router={router} />);
}

const control = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const card = (number: number) => screen.getByRole('group', { name: new RegExp(`^Beneficiary ${number}`) });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: number, firstName: string) {
  const within_ = within(card(number));
  await user.type(within_.getByLabelText(/^First Name/), firstName);
  await user.type(within_.getByLabelText(/^Last Name/), 'Obi');
  await user.type(within_.getByLabelText(/^Email/), `${firstName.toLowerCase()}@example.com`);
  await user.type(within_.getByLabelText(/^Date of Birth/), '1960-03-04');
  await user.type(within_.getByLabelText(/^Phone Number/), '0803 123 456' + number);
  await user.type(within_.getByLabelText(/^Address/), '12 Awolowo Road, Ikoyi, Lagos');
  await user.click(within_.getByRole('combobox', { name: /^Relationship/ }));
  await user.click(await screen.findByRole('option', { name: 'Parent' }));
}

describe('the beneficiaries form', () => {
  beforeEach(clearPurchaseFlow);

  it("puts each card's problems on that card's fields, under the summary, and loses nothing", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillCard(user, 1, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Add Another Beneficiary' }));
    await user.type(within(card(2)).getByLabelText(/^First Name/), 'Chidi');
    await user.type(within(card(2)).getByLabelText(/^Email/), 'chidi@');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment Summary' }));

    expect(errorOf('beneficiary-0-firstName')).toBe('');
    expect(control('beneficiary-0-firstName').hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf('beneficiary-1-lastName')).toBe(BENEFICIARY_MESSAGES.lastName);
    expect(errorOf('beneficiary-1-email')).toBe(ORDER_MESSAGES.email);
    expect(control('beneficiary-1-email').getAttribute('aria-invalid')).toBe('true');
    expect(control('beneficiary-1-email').getAttribute('aria-describedby')).toBe('beneficiary-1-email-error');
    expect(control('beneficiary-1-phoneNumber').getAttribute('aria-describedby')).toBe(
      'beneficiary-1-phoneNumber-description beneficiary-1-phoneNumber-error',
    );
    expect(errorOf('beneficiary-1-relationship')).toBe(BENEFICIARY_MESSAGES.relationship);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText(ORDER_MESSAGES.beneficiaryRequired)).toBeTruthy();
    expect(
      within(summary).getByRole('link', { name: `Beneficiary 2: ${BENEFICIARY_MESSAGES.lastName}` }),
    ).toBeTruthy();

    expect(control('beneficiary-0-address').value).toBe('12 Awolowo Road, Ikoyi, Lagos');
    expect(control('beneficiary-1-firstName').value).toBe('Chidi');
    expect(control('beneficiary-1-email').value).toBe('chidi@');
    expect(getPurchaseFlow().beneficiaries.map((beneficiary) => beneficiary.firstName)).toEqual([
      'Ada',
      'Chidi',
    ]);
  });

  it('goes on to the payer once every card is complete', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillCard(user, 1, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment Summary' }));

    expect(await screen.findByRole('heading', { name: 'Payer' })).toBeTruthy();
    expect(getPurchaseFlow().beneficiaries[0]).toMatchObject({ firstName: 'Ada', relationship: 'parent' });
  });
});
