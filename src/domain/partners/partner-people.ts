import type { PartnerRole } from './partner';

/**
 * Whether taking `memberId` out of an organisation whose people are `members` would leave it without a manager:
 * nobody could then invite or remove anyone but our admins. `members` must be read under a lock, so two managers
 * removing each other at once cannot both see the other as the one who stays.
 */
export function leavesNoManager(
  members: ReadonlyArray<{ id: string; role: PartnerRole }>,
  memberId: string,
): boolean {
  const target = members.find((member) => member.id === memberId);
  if (target?.role !== 'manager') return false;
  return members.every((member) => member.role !== 'manager' || member.id === memberId);
}
