import { HeartPulse, House, ShieldCheck } from 'lucide-react';
import { Link, type MetaFunction } from 'react-router';
import { PublicPage } from '@/web/components/layout/public-page';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

export const meta: MetaFunction = () => [
  { title: 'Diaspora Hub | Care for family at home, from anywhere' },
  {
    name: 'description',
    content: 'Buy health plans for relatives in Nigeria, apply for verified property and take funeral cover.',
  },
];

const SERVICES = [
  {
    icon: HeartPulse,
    title: 'Health Insurance',
    text: 'Plans from trusted Nigerian providers.',
    to: paths.healthcare,
  },
  {
    icon: House,
    title: 'Real Estate',
    text: 'Verified listings across Nigeria.',
    to: paths.realEstateProviders,
  },
  {
    icon: ShieldCheck,
    title: 'Funeral Insurance',
    text: 'Cover that supports families.',
    to: paths.funeralInsurance,
  },
];

export default function LandingPage() {
  return (
    <PublicPage>
      <section className="bg-brand-gradient text-white focus-ring-inverse">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-14 sm:py-20">
          <h1 className="max-w-2xl text-4xl font-bold leading-tight sm:text-5xl">
            Care for family at home, from wherever you are
          </h1>
          <p className="max-w-xl text-lg text-brand-50">
            Health plans for your relatives, verified property in Nigeria and funeral cover, paid securely
            from abroad.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.signUp}>Create an Account</Link>
            </Button>
            <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10">
              <Link to={paths.signIn}>Sign in</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="services-heading" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="services-heading" className="text-2xl font-bold text-ink">
          Our services
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, text, to }) => (
            <li key={title}>
              <Link
                to={to}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-5 shadow-sm hover:border-brand-300"
              >
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <span className="text-lg font-semibold text-ink">{title}</span>
                <span className="text-ink-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PublicPage>
  );
}
