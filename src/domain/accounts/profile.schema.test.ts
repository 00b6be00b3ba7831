import { describe, expect, it } from 'vitest';
import { fullName, profilePhoneText, ProfileUpdateSchema } from './profile.schema';

describe('fullName', () => {
  it('is first, middle if present, then last name', () => {
    expect(fullName({ firstName: 'Ngozi', middleName: 'Ada', lastName: 'Eze' })).toBe('Ngozi Ada Eze');
    expect(fullName({ firstName: 'Ngozi', middleName: null, lastName: 'Eze' })).toBe('Ngozi Eze');
    expect(fullName({ firstName: 'Ngozi', middleName: '', lastName: 'Eze' })).toBe('Ngozi Eze');
  });
});

describe('ProfileUpdateSchema', () => {
  const update = (contactNumber: string, country = 'Nigeria') =>
    ProfileUpdateSchema.parse({ contactNumber, country, preferredCurrency: 'USD' }).contactNumber;

  it('stores the phone with its country code and without the trunk 0', () => {
    expect(update('08031234567')).toBe('+2348031234567');
    expect(update('+234 0803 123 4567')).toBe('+2348031234567');
    expect(update('+44 7700 900123')).toBe('+447700900123');
    expect(update('024 123 4567', 'Ghana')).toBe('+233241234567');
    expect(update('')).toBe('');
  });
});

describe('profilePhoneText', () => {
  it('groups the stored number, and numbers saved before normalisation', () => {
    expect(profilePhoneText({ contactNumber: '+2348031234567', country: 'Nigeria' })).toBe(
      '+234 803 123 4567',
    );
    expect(profilePhoneText({ contactNumber: '0803 123 4567', country: 'Nigeria' })).toBe(
      '+234 803 123 4567',
    );
    expect(profilePhoneText({ contactNumber: null, country: 'Nigeria' })).toBe('');
  });
});
