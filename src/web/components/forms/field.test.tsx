import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Input } from '@/web/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import { OptionSelect } from './option-select';
import { Field } from './field';

interface Values {
  email: string;
  person: { role: string };
}

/** A form whose submit refuses the email, as a resolver or the server would. */
function Harness({ children }: { children: ReactNode }) {
  const form = useForm<Values>({ defaultValues: { email: '', person: { role: '' } } });
  const onSubmit = form.handleSubmit(() => {
    form.setError('email', { type: 'server', message: 'Please enter a valid email address' });
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

describe('a form field bound to its form', () => {
  it('labels its control, marks it required and is described by nothing while valid', () => {
    render(
      <Harness>
        <Field<Values> name="email" label="Email" required>
          {(control) => <Input type="email" {...control} />}
        </Field>
      </Harness>,
    );
    const input = screen.getByLabelText(/^Email/);
    expect(input.id).toBe('email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows its error under the control, flags it invalid and describes it by hint and error', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <Field<Values> name="email" label="Email" hint="Optional">
          {(control) => <Input type="email" {...control} />}
        </Field>
      </Harness>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-describedby')).toBe('email-description');
    expect(input.hasAttribute('aria-required')).toBe(false);

    await user.type(input, 'someone@');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-description email-error');
    expect(document.getElementById('email-error')?.textContent).toBe('Please enter a valid email address');
    expect(document.getElementById('email-description')?.textContent).toBe('Optional');
    expect((input as HTMLInputElement).value).toBe('someone@');
  });

  it('gives a nested path a dashed id, and a controlled dropdown its value and wiring', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <Field<Values, 'person.role'> name="person.role" label="Role" required controlled>
          {(a11y, field) => (
            <OptionSelect
              value={field.value}
              onValueChange={field.onChange}
              options={[{ value: 'payer', label: 'Payer' }]}
              placeholder="Select role"
              {...a11y}
            />
          )}
        </Field>
      </Harness>,
    );
    const trigger = screen.getByRole('combobox', { name: /^Role/ });
    expect(trigger.id).toBe('person-role');
    expect(trigger.textContent).toBe('Select role');
    expect(trigger.getAttribute('aria-required')).toBe('true');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Payer' }));
    expect(trigger.textContent).toBe('Payer');
  });

  it('names a group of radios by its label through aria-labelledby, the label naming no control', () => {
    render(
      <Harness>
        <Field<Values, 'person.role'> name="person.role" label="Role" group controlled>
          {(a11y, field) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} {...a11y}>
              <RadioGroupItem value="payer" aria-label="Payer" />
            </RadioGroup>
          )}
        </Field>
      </Harness>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Role' });
    expect(group.id).toBe('person-role');
    expect(group.getAttribute('aria-labelledby')).toBe('person-role-label');
    expect(document.getElementById('person-role-label')?.hasAttribute('for')).toBe(false);
  });
});
