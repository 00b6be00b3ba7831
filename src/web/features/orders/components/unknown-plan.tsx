import { CenteredMessage } from '@/web/components/centered-message';
import { paths } from '@/web/config/paths';

/** A purchase page opened without a plan the catalogue knows. */
export function UnknownPlan() {
  return (
    <CenteredMessage title="Plan Not Found" action={{ label: 'Browse Plans', to: paths.healthcarePlans }}>
      <p>Choose a plan to start your purchase.</p>
    </CenteredMessage>
  );
}
