import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { fieldProblems } from './field-problems';

describe('fieldProblems', () => {
  it('lists nested and array errors by their dotted path, in the order reported', () => {
    const errors = {
      email: { type: 'custom', message: 'Invalid email address' },
      beneficiaries: [
        undefined,
        {
          firstName: { type: 'too_small', message: 'Enter their first name' },
          address: { type: 'too_small', message: 'Enter their address' },
        },
      ],
      others: { root: { type: 'custom', message: 'Please name the person to be covered' } },
      principal: { phoneNumber: { type: 'custom', message: 'Enter your phone number', ref: { name: 'x' } } },
    } as unknown as FieldErrors;
    expect(fieldProblems(errors)).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'beneficiaries.1.firstName', message: 'Enter their first name' },
      { path: 'beneficiaries.1.address', message: 'Enter their address' },
      { path: 'others', message: 'Please name the person to be covered' },
      { path: 'principal.phoneNumber', message: 'Enter your phone number' },
    ]);
  });

  it('walks fields named like an error’s own parts (a support request’s message)', () => {
    const errors = {
      subject: { type: 'too_small', message: 'Subject is required' },
      message: { type: 'too_small', message: 'Message must be at least 10 characters', ref: {} },
    } as unknown as FieldErrors;
    expect(fieldProblems(errors)).toEqual([
      { path: 'subject', message: 'Subject is required' },
      { path: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });

  it('skips empty messages and is empty without errors', () => {
    expect(fieldProblems({ a: { type: 'x', message: '' } } as unknown as FieldErrors)).toEqual([]);
    expect(fieldProblems({})).toEqual([]);
  });
});
