import { describe, expect, it } from 'vitest';
import { fullName } from './profile.schema';

describe('fullName', () => {
  it('is first, middle if present, then last name', () => {
    expect(fullName({ firstName: 'Ngozi', middleName: 'Ada', lastName: 'Eze' })).toBe('Ngozi Ada Eze');
    expect(fullName({ firstName: 'Ngozi', middleName: null, lastName: 'Eze' })).toBe('Ngozi Eze');
    expect(fullName({ firstName: 'Ngozi', middleName: '', lastName: 'Eze' })).toBe('Ngozi Eze');
  });
});
