/** Slide 3: three people, from different places, holding up a heart together. Decorative. */
const PEOPLE = [
  { x: 86, scale: 0.85, skin: '#8a5431', top: '#f4b52a', hair: '#1c1410' },
  { x: 160, scale: 1, skin: '#5a3520', top: '#be123c', hair: '#2b1a12' },
  { x: 234, scale: 0.85, skin: '#b57a4f', top: '#0f7a62', hair: '#1c1410' },
];

export function CommunityIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false" className={className}>
      <circle cx="160" cy="128" r="100" fill="#fecdd3" opacity="0.6" />
      <path
        d="M36 92c40-52 208-52 248 0"
        fill="none"
        stroke="#be123c"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
        opacity="0.6"
      />
      <circle cx="36" cy="92" r="6" fill="#be123c" />
      <circle cx="284" cy="92" r="6" fill="#be123c" />
      <path d="M160 82s-26-15-26-32a14 14 0 0 1 26-7 14 14 0 0 1 26 7c0 17-26 32-26 32Z" fill="#e11d48" />
      <path d="M147 46a8 8 0 0 1 9-4" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" fill="none" />
      {PEOPLE.map((person) => (
        <g key={person.x} transform={`translate(${person.x} 214) scale(${person.scale})`}>
          <path d="M-34 0c0-34 14-54 34-54s34 20 34 54Z" fill={person.top} />
          <circle cx="0" cy="-78" r="22" fill={person.skin} />
          <path d="M-22-82c0-14 10-22 22-22s22 8 22 22c-6-8-13-10-22-10s-16 2-22 10Z" fill={person.hair} />
          <circle cx="-7" cy="-78" r="2.2" fill="#1c1410" />
          <circle cx="7" cy="-78" r="2.2" fill="#1c1410" />
          <path d="M-6-69q6 5 12 0" stroke="#1c1410" strokeWidth="2" fill="none" strokeLinecap="round" />
        </g>
      ))}
      <path
        d="M108 168c14-18 30-26 52-26s38 8 52 26"
        stroke="#ffffff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        opacity="0.5"
      />
    </svg>
  );
}
