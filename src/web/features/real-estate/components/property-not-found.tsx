import { CenteredMessage } from '@/web/components/centered-message';
import { paths } from '@/web/config/paths';

export function PropertyNotFound() {
  return (
    <CenteredMessage title="Property Not Found" action={{ label: 'Browse Properties', to: paths.realEstate }}>
      <p>We couldn't find that property. It may have been sold or taken down, or the link may be wrong.</p>
    </CenteredMessage>
  );
}
