/** The splash screen's picture: arcs from cities abroad meeting at a home with a heart. Decorative. */
const ARCS = [
  { d: 'M40 70C80 20 140 40 160 120', dot: [40, 70] },
  { d: 'M280 60C240 20 180 50 160 120', dot: [280, 60] },
  { d: 'M30 170C70 190 120 170 160 120', dot: [30, 170] },
  { d: 'M290 176C250 196 196 170 160 120', dot: [290, 176] },
];

export function WelcomeIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" aria-hidden="true" focusable="false" className={className}>
      <circle cx="160" cy="120" r="92" fill="#ffffff" opacity="0.08" />
      <circle cx="160" cy="120" r="92" fill="none" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="2" />
      <ellipse
        cx="160"
        cy="120"
        rx="40"
        ry="92"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.2"
        strokeWidth="2"
      />
      <path d="M68 120h184M82 74h156M82 166h156" stroke="#ffffff" strokeOpacity="0.2" strokeWidth="2" />
      {ARCS.map((arc) => (
        <g key={arc.d}>
          <path
            d={arc.d}
            fill="none"
            stroke="#f8cb52"
            strokeWidth="3"
            strokeDasharray="1 9"
            strokeLinecap="round"
          />
          <circle cx={arc.dot[0]} cy={arc.dot[1]} r="7" fill="#f8cb52" />
          <circle cx={arc.dot[0]} cy={arc.dot[1]} r="13" fill="#f8cb52" opacity="0.25" />
        </g>
      ))}
      <circle cx="160" cy="120" r="38" fill="#ffffff" />
      <path d="M140 121l20-17 20 17v21a3 3 0 0 1-3 3h-34a3 3 0 0 1-3-3Z" fill="#0f7a62" />
      <path
        d="M160 139s-9-5-9-10.5a4.8 4.8 0 0 1 9-2.2 4.8 4.8 0 0 1 9 2.2c0 5.5-9 10.5-9 10.5Z"
        fill="#f8cb52"
      />
    </svg>
  );
}
