import { Link, type MetaFunction } from 'react-router';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { WelcomeFooter } from '../components/welcome-footer';
import { WelcomeIllustration } from '../components/welcome-illustration';

export const meta: MetaFunction = () => [
  { title: 'Welcome | Diaspora Hub' },
  {
    name: 'description',
    content: 'Health plans, property and funeral cover for your family at home.',
  },
];

/** The app's welcome screen (DECISIONS 2): 'Continue' to the intro carousel, 'Admin Login' for staff. */
export default function SplashPage() {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-brand-gradient text-white focus-ring-inverse">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[32rem] -translate-x-1/2 rounded-full bg-brand-400/25 blur-3xl"
      />
      <header className="relative flex justify-center px-4 pt-8">
        <Link
          to={paths.landing}
          className="inline-flex min-h-11 items-center rounded-lg"
          aria-label="Diaspora Hub home"
        >
          <Logo className="text-2xl text-white" />
        </Link>
      </header>
      <main className="relative mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-6 px-6 py-8 text-center">
        <WelcomeIllustration className="h-auto w-full max-w-xs" />
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Welcome to Diaspora Hub</h1>
          <p className="text-lg text-brand-50">
            Care for the people you love at home: health plans, property and funeral cover, all in one place.
          </p>
        </div>
        <p className="flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm text-brand-50 ring-1 ring-white/15">
          <ShieldCheck aria-hidden="true" className="size-4 text-accent-300" />
          10,000+ families supported
        </p>
        <div className="flex w-full flex-col items-center gap-3 pt-2">
          <Button
            asChild
            size="lg"
            variant="secondary"
            className="w-full bg-accent-300 text-brand-950 shadow-lg hover:bg-accent-200"
          >
            <Link to={paths.onboarding}>
              Continue
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Link
            to={paths.adminLogin}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-50 underline underline-offset-4 hover:text-white"
          >
            Admin Login
          </Link>
        </div>
      </main>
      <WelcomeFooter inverse />
    </div>
  );
}
