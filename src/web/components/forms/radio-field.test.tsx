import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { RadioField } from './radio-field';

interface Values {
  contact: { method: string };
}

/** A form that refuses an empty choice on submit, as a resolver or the server would, and shows what it got. */
function Harness() {
  const form = useForm<Values>({ defaultValues: { contact: { method: '' } } });
  const onSubmit = form.handleSubmit((values) => {
    if (!values.contact.method) {
      form.setError('contact.method', { type: 'server', message: 'Choose how we should contact you' });
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <RadioField<Values>
          name="contact.method"
          legend="Preferred Contact Method"
          options={[
            { value: 'email', label: 'Email' },
            { value: 'phone', label: 'Phone' },
          ]}
          optionIdPrefix="contact"
          layout="row"
        />
        <button type="submit">Send</button>
        <Chosen />
      </form>
    </FormProvider>
  );
}

function Chosen() {
  return <output>{useWatch<Values, 'contact.method'>({ name: 'contact.method' })}</output>;
}

describe('a radio field bound to its form', () => {
  it('names its group by the legend and ids each option, with no error while untouched', () => {
    render(<Harness />);
    const group = screen.getByRole('radiogroup');
    expect(group.id).toBe('contact.method');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.hasAttribute('aria-invalid')).toBe(false);
    expect(
      screen.getByRole('group', { name: 'Preferred Contact Method' }).hasAttribute('aria-describedby'),
    ).toBe(false);
    expect(screen.getByLabelText('Email').id).toBe('contact-email');
    expect(screen.getByLabelText('Phone').id).toBe('contact-phone');
  });

  it("shows the form's error for its field, and a choice becomes the field's value", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const fieldset = screen.getByRole('group', { name: 'Preferred Contact Method' });
    expect(fieldset.getAttribute('aria-describedby')).toBe('contact.method-error');
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('contact.method-error')?.textContent).toBe(
      'Choose how we should contact you',
    );

    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(screen.getByRole('radio', { name: 'Phone' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('phone');
  });
});
