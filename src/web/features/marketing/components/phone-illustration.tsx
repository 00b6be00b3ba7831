/** A phone showing the app's home screen, drawn in brand colours. Decorative. */
export function PhoneIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 440" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="phone-header" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f7a62" />
          <stop offset="1" stopColor="#0a4137" />
        </linearGradient>
      </defs>
      <rect x="6" y="6" width="228" height="428" rx="36" fill="#04241e" />
      <rect x="16" y="16" width="208" height="408" rx="28" fill="#f5faf8" />
      <path d="M16 44a28 28 0 0 1 28-28h152a28 28 0 0 1 28 28v92H16Z" fill="url(#phone-header)" />
      <rect x="92" y="24" width="56" height="10" rx="5" fill="#04241e" />
      <rect x="32" y="58" width="70" height="8" rx="4" fill="#aee4d2" />
      <rect x="32" y="74" width="120" height="14" rx="7" fill="#ffffff" />
      <circle cx="196" cy="72" r="14" fill="#f8cb52" />
      <rect x="32" y="102" width="176" height="22" rx="11" fill="#ffffff" opacity="0.18" />
      {[
        { y: 150, fill: '#d5f2e7', icon: '#0b6351' },
        { y: 214, fill: '#fdf0c8', icon: '#9b580e' },
        { y: 278, fill: '#ffe4e6', icon: '#be123c' },
      ].map((card) => (
        <g key={card.y}>
          <rect x="28" y={card.y} width="184" height="52" rx="14" fill="#ffffff" stroke="#d8e3df" />
          <rect x="38" y={card.y + 10} width="32" height="32" rx="10" fill={card.fill} />
          <circle cx="54" cy={card.y + 26} r="7" fill={card.icon} />
          <rect x="80" y={card.y + 14} width="84" height="8" rx="4" fill="#10231e" opacity="0.75" />
          <rect x="80" y={card.y + 30} width="108" height="7" rx="3.5" fill="#4a5f59" opacity="0.35" />
        </g>
      ))}
      <rect x="28" y="344" width="184" height="34" rx="12" fill="#0f7a62" />
      <rect x="84" y="357" width="72" height="8" rx="4" fill="#ffffff" />
      <path d="M16 392h208v4a28 28 0 0 1-28 28H44a28 28 0 0 1-28-28Z" fill="#ffffff" />
      {[52, 96, 144, 188].map((x, index) => (
        <circle key={x} cx={x} cy="406" r="6" fill={index === 0 ? '#0f7a62' : '#aee4d2'} />
      ))}
    </svg>
  );
}
