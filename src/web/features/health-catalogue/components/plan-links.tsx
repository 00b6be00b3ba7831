import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

interface PlanLinkProps {
  plan: { id: string; name: string };
  variant?: ButtonProps['variant'];
  className?: string;
}

/** 'View Details' to the plan's own page; the plan's name is added for screen readers. */
export function ViewDetailsLink({ plan, variant = 'outline', className }: PlanLinkProps) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={paths.healthcarePlan(plan.id)}>
        View Details
        <span className="sr-only"> of {plan.name}</span>
      </Link>
    </Button>
  );
}

/** Starts buying the plan: the beneficiary page, which keeps the plan and asks for sign-in if needed. */
export function BuyPlanLink({ plan, label, variant, className }: PlanLinkProps & { label: string }) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={paths.beneficiary(plan.id)}>
        {label}
        <span className="sr-only">: {plan.name}</span>
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
