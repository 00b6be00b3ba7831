/** Slide 1: a shield with a medical cross, a heartbeat and medicine around it. Decorative. */
export function HealthIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="ob-health-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d9778" />
          <stop offset="1" stopColor="#0a4137" />
        </linearGradient>
      </defs>
      <circle cx="160" cy="124" r="96" fill="#aee4d2" opacity="0.55" />
      <circle cx="160" cy="124" r="70" fill="#effaf6" />
      <path
        d="M20 132h70l12-26 16 50 14-36 10 12h158"
        fill="none"
        stroke="#0f7a62"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.35"
      />
      <path d="M160 40l62 22v46c0 44-28 74-62 88-34-14-62-44-62-88V62Z" fill="url(#ob-health-shield)" />
      <path d="M160 52l50 18v38c0 36-22 61-50 74Z" fill="#ffffff" opacity="0.08" />
      <rect x="148" y="82" width="24" height="72" rx="6" fill="#ffffff" />
      <rect x="124" y="106" width="72" height="24" rx="6" fill="#ffffff" />
      <path d="M160 128s-9-5.5-9-11a5 5 0 0 1 9-2.5 5 5 0 0 1 9 2.5c0 5.5-9 11-9 11Z" fill="#e11d48" />
      <g transform="rotate(-35 262 70)">
        <rect x="240" y="60" width="46" height="20" rx="10" fill="#f8cb52" />
        <path d="M263 60h13a10 10 0 0 1 0 20h-13Z" fill="#ffffff" />
      </g>
      <g>
        <rect x="40" y="56" width="48" height="62" rx="8" fill="#ffffff" stroke="#78cfb5" strokeWidth="3" />
        <rect x="54" y="50" width="20" height="10" rx="4" fill="#0f7a62" />
        <rect x="50" y="74" width="28" height="5" rx="2.5" fill="#78cfb5" />
        <rect x="50" y="86" width="22" height="5" rx="2.5" fill="#78cfb5" />
        <rect x="50" y="98" width="26" height="5" rx="2.5" fill="#78cfb5" />
      </g>
      <path d="M262 160v16M254 168h16" stroke="#f4b52a" strokeWidth="4" strokeLinecap="round" />
      <path d="M58 176v12M52 182h12" stroke="#3fb393" strokeWidth="4" strokeLinecap="round" />
      <circle cx="240" cy="202" r="5" fill="#3fb393" />
      <circle cx="84" cy="30" r="4" fill="#f4b52a" />
    </svg>
  );
}
