/** Slide 2: a verified home beside an apartment block under the sun. Decorative. */
export function PropertyIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false" className={className}>
      <circle cx="160" cy="120" r="100" fill="#fbe08d" opacity="0.55" />
      <circle cx="232" cy="58" r="22" fill="#f4b52a" />
      <path d="M24 204h272" stroke="#9b580e" strokeWidth="4" strokeLinecap="round" opacity="0.4" />
      <rect x="186" y="70" width="74" height="134" rx="6" fill="#0b4f42" />
      {[0, 1, 2, 3, 4].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={196 + col * 20}
            y={82 + row * 22}
            width="14"
            height="14"
            rx="2"
            fill={(row + col) % 3 === 0 ? '#f8cb52' : '#d5f2e7'}
          />
        )),
      )}
      <rect x="214" y="184" width="18" height="20" rx="2" fill="#f8cb52" />
      <path d="M58 124l58-46 58 46Z" fill="#c2780c" />
      <rect x="70" y="120" width="92" height="84" fill="#fffaeb" />
      <rect x="70" y="120" width="92" height="8" fill="#fbe08d" />
      <rect x="104" y="160" width="24" height="44" rx="3" fill="#0f7a62" />
      <circle cx="122" cy="183" r="2" fill="#f8cb52" />
      <rect x="78" y="140" width="20" height="18" rx="2" fill="#78cfb5" />
      <rect x="134" y="140" width="20" height="18" rx="2" fill="#78cfb5" />
      <path d="M40 204c0-30 2-52 6-70" stroke="#7e4613" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path
        d="M46 134c-14-6-26-2-32 6 10-2 20-2 32-6Zm0 0c10-12 24-14 34-8-12 0-24 3-34 8Zm0 0c-4-14-16-20-26-18 10 4 18 10 26 18Zm0 0c12-4 24 2 28 12-10-6-18-9-28-12Z"
        fill="#1d9778"
      />
      <circle cx="172" cy="86" r="20" fill="#0f7a62" stroke="#ffffff" strokeWidth="4" />
      <path
        d="M163 86l6 6 12-12"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
