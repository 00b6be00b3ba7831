import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../applications/application-view';
import { mayOpenTitleDocuments, titleDocumentsLockedNote } from './title-document-access';

describe('who may open a listing’s title documents', () => {
  it.each<[string, ApplicationStatus[], boolean]>([
    ['no application', [], false],
    ['a pending application, its fee not yet received', ['pending'], false],
    ['an approved application (the fee received)', ['approved'], true],
    ['a rejected application', ['rejected'], false],
    ['a cancelled (withdrawn) application', ['cancelled'], false],
    ['an application approved, then withdrawn, and a new one pending', ['cancelled', 'pending'], false],
    ['a rejected application and a later approved one', ['rejected', 'approved'], true],
  ])('a customer with %s: %s', (_, statuses, opens) => {
    expect(mayOpenTitleDocuments('customer', statuses)).toBe(opens);
  });

  it('an admin opens them without applying', () => {
    expect(mayOpenTitleDocuments('admin', [])).toBe(true);
  });

  it('a visitor never does, whatever is passed', () => {
    expect(mayOpenTitleDocuments('visitor', ['approved'])).toBe(false);
  });
});

describe('what the page says about documents that stay closed', () => {
  it('tells a pending applicant what is still missing', () => {
    expect(titleDocumentsLockedNote(['rejected', 'pending'])).toBe(
      'They open for you once your application fee is received and your application is approved.',
    );
  });

  it('tells anyone else what opens them', () => {
    for (const statuses of [[], ['cancelled'], ['rejected']] as ApplicationStatus[][]) {
      expect(titleDocumentsLockedNote(statuses)).toBe(
        'They open for applicants whose application fee is received and whose application is approved.',
      );
    }
  });
});
