import type { ApplicationSummaryView } from '../../../domain/applications/application-view';
import type { FuneralApplicationDetailView } from '../../../domain/funeral/funeral-application-detail';
import { claimContactOf } from '../../../domain/funeral/claim-contact';
import type { FuneralApplication } from '../../../domain/funeral/funeral-application.schema';
import {
  funeralPlanTitle,
  type FuneralApplicationView,
  type FuneralPlanView,
} from '../../../domain/funeral/funeral-plan';
import { applicationPremium } from '../../../domain/funeral/funeral-premium';
import type { CoverView } from '../../../domain/funeral/cover-view';
import type { CoveredPersonRecord } from '../../db/schema';
import type { FuneralApplicationRow, FuneralPlanRow } from './funeral.repo';

export function toPlanView(row: FuneralPlanRow): FuneralPlanView {
  return {
    id: row.id,
    planType: row.planType,
    coverageAmountUsd: row.coverageAmountUsd,
    coverageAmountNgn: row.coverageAmountNgn,
    monthlyPriceUsd: row.monthlyPriceUsd,
    monthlyPriceNgn: row.monthlyPriceNgn,
    underwriter: row.underwriter,
    minEntryAge: row.minEntryAge,
    maxEntryAge: row.maxEntryAge,
    sample: row.sample,
  };
}

export function toApplicationView(row: FuneralApplicationRow): FuneralApplicationView {
  const premium = applicationPremium(row);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    planType: row.planType,
    coverageAmountUsd: row.coverageAmountUsd,
    coverageAmountNgn: row.coverageAmountNgn,
    monthlyPriceUsd: row.monthlyPriceUsd,
    monthlyPriceNgn: row.monthlyPriceNgn,
    premiumBasis: premium.basis,
    premiumPeople: premium.people,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The owner's full view. The personal columns are empty only after the owner's account was deleted, when nobody
 * reads the application as its owner any more; the fallbacks only satisfy the nullable columns' types.
 */
export function toApplicationDetail(
  row: FuneralApplicationRow,
  timeline: FuneralApplicationDetailView['timeline'],
  cover: CoverView,
  receipts: FuneralApplicationDetailView['receipts'],
): FuneralApplicationDetailView {
  return {
    ...toApplicationView(row),
    cover,
    receipts,
    title: funeralPlanTitle(row.planType, row.coverageAmountNgn),
    principal: {
      firstName: row.principalFirstName ?? '',
      lastName: row.principalLastName ?? '',
      dateOfBirth: row.principalDateOfBirth ?? '',
      email: row.principalEmail ?? '',
      phoneNumber: row.principalPhoneNumber ?? '',
      address: row.principalAddress ?? '',
    },
    coveredPeople: row.coveredPeople.map((person) => ({
      role: person.role,
      relationship: person.relationship ?? null,
      ...named(person),
    })),
    beneficiary: {
      firstName: row.beneficiaryFirstName ?? '',
      lastName: row.beneficiaryLastName ?? '',
      relationship: row.beneficiaryRelationship,
      phoneNumber: row.beneficiaryPhoneNumber ?? '',
    },
    claimContact: claimContactOf(row),
    timeline,
  };
}

/** A line of 'My Orders': the plan type and cover as the title, the monthly price as the amount. */
export function toApplicationSummary(row: FuneralApplicationRow): ApplicationSummaryView {
  return {
    id: row.id,
    kind: 'funeral',
    reference: row.reference,
    title: funeralPlanTitle(row.planType, row.coverageAmountNgn),
    status: row.status,
    amountUsd: row.monthlyPriceUsd,
    amountNgn: row.monthlyPriceNgn,
    createdAt: row.createdAt.toISOString(),
  };
}

type Named = Pick<CoveredPersonRecord, 'firstName' | 'lastName' | 'dateOfBirth'>;
const named = ({ firstName, lastName, dateOfBirth }: Named): Named => ({ firstName, lastName, dateOfBirth });

/** Everyone covered besides the principal member, as stored: spouse, then children, then named others. */
export function coveredPeopleOf(application: FuneralApplication): CoveredPersonRecord[] {
  return [
    ...(application.spouse ? [{ role: 'spouse' as const, ...named(application.spouse) }] : []),
    ...application.children.map((child) => ({ role: 'child' as const, ...named(child) })),
    ...application.others.map((other) => ({
      role: 'other' as const,
      relationship: other.relationship,
      ...named(other),
    })),
  ];
}
