import { CircleHelp, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/web/config/paths';

const LINKS = [
  { label: 'Help Center', icon: CircleHelp },
  { label: 'FAQs', icon: MessagesSquare },
];

export function NeedAssistance() {
  return (
    <section
      aria-labelledby="assistance-heading"
      className="rounded-2xl bg-brand-950 p-5 text-white focus-ring-inverse"
    >
      <h2 id="assistance-heading" className="text-lg font-bold">
        Need Assistance
      </h2>
      <p className="mt-1 text-brand-100">Answers to common questions, and how to reach our team.</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {LINKS.map(({ label, icon: Icon }) => (
          <li key={label}>
            <Link
              to={paths.help}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-white/10 px-4 font-semibold hover:bg-white/20"
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
