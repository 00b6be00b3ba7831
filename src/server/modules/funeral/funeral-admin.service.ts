import {
  FUNERAL_PLAN_ADMIN_MESSAGES,
  type AdminFuneralPlanView,
  type CreateFuneralPlan,
  type UpdateFuneralPlan,
} from '../../../domain/funeral/funeral-plan-admin';
import { changedFields } from '../../../domain/audit/audit-diff';
import { FUNERAL_PLAN_TYPES } from '../../../domain/funeral/funeral-plan';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { findPlanForUpdate, insertPlan, listAllPlans, updatePlan } from './funeral-admin.repo';
import { auditedPlanFields, toAdminPlanView } from './funeral-admin.view';

const typeOrder = (planType: (typeof FUNERAL_PLAN_TYPES)[number]) => FUNERAL_PLAN_TYPES.indexOf(planType);

/** Every plan, active or not, by plan type (the domain's order), then cover, ascending. */
export async function listPlansForAdmin(db: Db): Promise<AdminFuneralPlanView[]> {
  const rows = await listAllPlans(db);
  // The repo sorts by cover; a stable sort by type keeps that order within each type.
  return rows.sort((a, b) => typeOrder(a.planType) - typeOrder(b.planType)).map(toAdminPlanView);
}

export async function createPlan(db: Db, actorId: string, input: CreateFuneralPlan) {
  return db.transaction(async (tx) => {
    const row = await insertPlan(tx, input);
    await recordAudit(tx, {
      actorId,
      action: 'created',
      entityType: 'funeral_plan',
      entityId: row.id,
      after: auditedPlanFields(row),
    });
    return toAdminPlanView(row);
  });
}

/**
 * Changes a plan's type, amounts or availability. The audit entry holds only the fields that changed; a save
 * that changes nothing writes nothing. Applications already made keep their snapshot of the plan.
 */
export async function editPlan(db: Db, actorId: string, id: string, input: UpdateFuneralPlan) {
  if (!isUuid(id)) throw new AppError('not_found', FUNERAL_PLAN_ADMIN_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const before = await findPlanForUpdate(tx, id);
    if (!before) throw new AppError('not_found', FUNERAL_PLAN_ADMIN_MESSAGES.notFound);
    // Only the fields sent: a key present as undefined must not blank a column.
    const given = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as UpdateFuneralPlan;
    const merged = { ...auditedPlanFields(before), ...given };
    // One age sent alone is checked against the other as saved, here rather than by the table's check (a 5xx).
    if (merged.minEntryAge > merged.maxEntryAge) {
      const { ageOrder } = FUNERAL_PLAN_ADMIN_MESSAGES;
      throw new AppError('validation_failed', ageOrder, { maxEntryAge: ageOrder });
    }
    const changed = changedFields(auditedPlanFields(before), merged);
    if (Object.keys(changed.after).length === 0) return toAdminPlanView(before);
    const after = await updatePlan(tx, id, given);
    if (!after) throw new AppError('not_found', FUNERAL_PLAN_ADMIN_MESSAGES.notFound);
    await recordAudit(tx, {
      actorId,
      action: 'updated',
      entityType: 'funeral_plan',
      entityId: id,
      ...changed,
    });
    return toAdminPlanView(after);
  });
}
