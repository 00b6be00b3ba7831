import { Baby, BedDouble, ShieldCheck, Siren, Stethoscope, type LucideIcon } from 'lucide-react';
import { BENEFIT_GROUPS, type BenefitGroups as Benefits } from '@/domain/catalogue/types';
import { CatalogueSection } from './catalogue-section';
import { FeatureList } from './feature-list';
import { NotStated } from './not-stated';

const GROUPS: Record<keyof Benefits, { title: string; icon: LucideIcon }> = {
  emergency: { title: 'Emergency', icon: Siren },
  outpatient: { title: 'Outpatient', icon: Stethoscope },
  inpatient: { title: 'Inpatient', icon: BedDouble },
  maternity: { title: 'Maternity', icon: Baby },
  preventive: { title: 'Preventive', icon: ShieldCheck },
};

/** The plan's detailed benefits in the spec's five groups, always all five so plans read alike. */
export function BenefitGroups({ benefits }: { benefits: Benefits }) {
  return (
    <CatalogueSection id="benefits" title="Detailed Benefits">
      <div className="grid gap-4 sm:grid-cols-2">
        {BENEFIT_GROUPS.map((group) => {
          const { title, icon: Icon } = GROUPS[group];
          return (
            <div
              key={group}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-sm"
            >
              <h3 className="flex items-center gap-3 text-lg font-bold text-ink">
                <span className="grid size-9 place-items-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {title}
              </h3>
              {benefits[group].length > 0 ? <FeatureList items={benefits[group]} /> : <NotStated />}
            </div>
          );
        })}
      </div>
    </CatalogueSection>
  );
}
