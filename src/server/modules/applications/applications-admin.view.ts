import { claimContactOf } from '../../../domain/funeral/claim-contact';
import type { CoverView } from '../../../domain/funeral/cover-view';
import type { LedgerEntryView } from '../../../domain/funeral/funeral-ledger';
import type {
  AdminApplicationRowView,
  AdminFuneralApplicationView,
  AdminPropertyApplicationView,
} from '../../../domain/applications/application-admin';
import { funeralPlanTitle } from '../../../domain/funeral/funeral-plan';
import type { ViewingView } from '../../../domain/property/viewing';
import type {
  findFuneralApplication,
  findPropertyApplication,
  listFuneralApplications,
  listPropertyApplications,
} from './applications-admin.repo';

type PropertyListRow = Awaited<ReturnType<typeof listPropertyApplications>>[number];
type FuneralListRow = Awaited<ReturnType<typeof listFuneralApplications>>[number];
type PropertyFound = NonNullable<Awaited<ReturnType<typeof findPropertyApplication>>>;
type FuneralFound = NonNullable<Awaited<ReturnType<typeof findFuneralApplication>>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function customerOf(row: { customerId: string | null; customerEmail: string | null }) {
  return row.customerId && row.customerEmail ? { id: row.customerId, email: row.customerEmail } : null;
}

export function toPropertyRow(row: PropertyListRow): AdminApplicationRowView {
  return {
    id: row.id,
    kind: 'property',
    reference: row.reference,
    title: row.title,
    status: row.status,
    amountUsd: row.amountUsd,
    amountNgn: row.amountNgn,
    customer: customerOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toFuneralRow(row: FuneralListRow): AdminApplicationRowView {
  return {
    id: row.id,
    kind: 'funeral',
    reference: row.reference,
    title: funeralPlanTitle(row.planType, row.coverageAmountNgn),
    status: row.status,
    amountUsd: row.amountUsd,
    amountNgn: row.amountNgn,
    customer: customerOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPropertyDetail(
  { application: row, property, provider, customer }: PropertyFound,
  viewing: ViewingView | null,
): AdminPropertyApplicationView {
  return {
    kind: 'property',
    id: row.id,
    reference: row.reference,
    status: row.status,
    title: property.title,
    customer,
    personalDataRemovedAt: iso(row.personalDataRemovedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    property,
    provider,
    feeUsd: row.feeUsd,
    feeNgn: row.feeNgn,
    message: row.message,
    preferredContact: row.preferredContact,
    viewing,
  };
}

/** Personal fields stay null after an account deletion: the console says so rather than inventing values. */
export function toFuneralDetail(
  { application: row, customer }: FuneralFound,
  cover: CoverView,
  ledger: LedgerEntryView[],
  refundable: LedgerEntryView | null,
): AdminFuneralApplicationView {
  return {
    kind: 'funeral',
    id: row.id,
    cover,
    ledger,
    refundable,
    reference: row.reference,
    status: row.status,
    title: funeralPlanTitle(row.planType, row.coverageAmountNgn),
    customer,
    personalDataRemovedAt: iso(row.personalDataRemovedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    plan: {
      id: row.planId,
      planType: row.planType,
      coverageAmountUsd: row.coverageAmountUsd,
      coverageAmountNgn: row.coverageAmountNgn,
      monthlyPriceUsd: row.monthlyPriceUsd,
      monthlyPriceNgn: row.monthlyPriceNgn,
    },
    principal: {
      firstName: row.principalFirstName,
      lastName: row.principalLastName,
      dateOfBirth: row.principalDateOfBirth,
      email: row.principalEmail,
      phoneNumber: row.principalPhoneNumber,
      address: row.principalAddress,
    },
    coveredPeople: row.coveredPeople.map((person) => ({
      role: person.role,
      relationship: person.relationship ?? null,
      firstName: person.firstName,
      lastName: person.lastName,
      dateOfBirth: person.dateOfBirth,
    })),
    beneficiary: {
      firstName: row.beneficiaryFirstName,
      lastName: row.beneficiaryLastName,
      relationship: row.beneficiaryRelationship,
      phoneNumber: row.beneficiaryPhoneNumber,
    },
    claimContact: claimContactOf(row),
  };
}
