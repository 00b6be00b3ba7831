import { CenteredMessage } from '@/web/components/centered-message';
import { paths } from '@/web/config/paths';

export function PlanNotFound() {
  return (
    <CenteredMessage title="Plan Not Found" action={{ label: 'Browse Plans', to: paths.healthcarePlans }}>
      <p>We couldn't find that health plan. It may have been renamed, or the link may be wrong.</p>
    </CenteredMessage>
  );
}
