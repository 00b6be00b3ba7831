import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

const LINKS = [
  { to: paths.help, label: 'Help Center' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsAndConditions, label: 'Terms and Conditions' },
];

/** The small footer of the welcome screens: help and legal links. */
export function WelcomeFooter({ inverse = false }: { inverse?: boolean }) {
  return (
    <footer className="px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <nav aria-label="Help and legal">
        <ul className="flex flex-wrap items-center justify-center gap-x-5 text-sm">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-sm underline-offset-4 hover:underline',
                  inverse ? 'text-brand-50' : 'text-ink-muted',
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
