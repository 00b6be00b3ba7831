import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

/** One step back in history; opened directly (no history of ours), it goes to the homepage instead. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => (location.key === 'default' ? navigate(paths.landing) : navigate(-1));
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="-ml-2 self-start"
      onClick={() => void goBack()}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
