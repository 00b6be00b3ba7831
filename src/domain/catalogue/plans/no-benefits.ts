import type { BenefitGroups } from '../types';

// Temporary while the catalogue content is written; removed once every plan has its benefit lists.
export const NO_BENEFITS: BenefitGroups = {
  emergency: [],
  outpatient: [],
  inpatient: [],
  maternity: [],
  preventive: [],
};
