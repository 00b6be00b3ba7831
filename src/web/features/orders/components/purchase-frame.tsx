import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { PurchaseSteps } from './purchase-steps';
import { RenewalNote } from './renewal-note';

interface PurchaseFrameProps {
  title: string;
  step?: 1 | 2 | 3;
  /** Where Back goes: a path, or a function for history back. */
  back: string | (() => void);
  children: ReactNode;
}

const backClasses =
  'inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-1 font-medium text-brand-800 hover:underline';

/** The frame of every purchase page: Back, the step indicator, the heading, the content. */
export function PurchaseFrame({ title, step, back, children }: PurchaseFrameProps) {
  const backContent = (
    <>
      <ArrowLeft aria-hidden="true" className="size-5" /> Back
    </>
  );
  return (
    <AppShell>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        {typeof back === 'string' ? (
          <Link to={back} className={backClasses}>
            {backContent}
          </Link>
        ) : (
          <button type="button" onClick={back} className={backClasses}>
            {backContent}
          </button>
        )}
        {step && <PurchaseSteps current={step} />}
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <RenewalNote />
        {children}
      </div>
    </AppShell>
  );
}
