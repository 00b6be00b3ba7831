import type { AdminFuneralPlanView } from '../../../domain/funeral/funeral-plan-admin';
import type { FuneralPlanRow } from './funeral.repo';
import { toPlanView } from './funeral.view';

export function toAdminPlanView(row: FuneralPlanRow): AdminFuneralPlanView {
  return { ...toPlanView(row), active: row.active, createdAt: row.createdAt.toISOString() };
}

/** The fields an edit may change, as the audit log keeps them (a plan holds nothing personal). */
export function auditedPlanFields(row: FuneralPlanRow) {
  return {
    planType: row.planType,
    coverageAmountUsd: row.coverageAmountUsd,
    coverageAmountNgn: row.coverageAmountNgn,
    monthlyPriceUsd: row.monthlyPriceUsd,
    monthlyPriceNgn: row.monthlyPriceNgn,
    underwriter: row.underwriter,
    minEntryAge: row.minEntryAge,
    maxEntryAge: row.maxEntryAge,
    active: row.active,
  };
}
