import { useId } from 'react';
import { cn } from '@/web/lib/cn';

type HairStyle = 'headwrap' | 'afro' | 'short' | 'bun';

export interface Portrait {
  label: string;
  skin: string;
  skinShade: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  backdrop: string;
  glasses?: boolean;
}

/** Four illustrated members of the community, with varied skin tones, for the hero. */
export const PORTRAITS: Portrait[] = [
  {
    label: 'Illustrated portrait of a smiling woman in a gold head wrap',
    skin: '#8a5431',
    skinShade: '#6f4024',
    hair: '#f4b52a',
    hairStyle: 'headwrap',
    top: '#0b6351',
    backdrop: '#fdf0c8',
  },
  {
    label: 'Illustrated portrait of a smiling man with glasses',
    skin: '#5a3520',
    skinShade: '#442716',
    hair: '#1c1410',
    hairStyle: 'short',
    top: '#c2780c',
    backdrop: '#d5f2e7',
    glasses: true,
  },
  {
    label: 'Illustrated portrait of a smiling young woman with an afro',
    skin: '#b57a4f',
    skinShade: '#98603b',
    hair: '#2b1a12',
    hairStyle: 'afro',
    top: '#be123c',
    backdrop: '#ffe4e6',
  },
  {
    label: 'Illustrated portrait of a smiling older woman with her hair in a bun',
    skin: '#3f2416',
    skinShade: '#2f1a0f',
    hair: '#6b6b6b',
    hairStyle: 'bun',
    top: '#4338ca',
    backdrop: '#e0e7ff',
  },
];

/** A stylised face, drawn on a 64×64 grid. */
export function CommunityAvatar({ portrait, className }: { portrait: Portrait; className?: string }) {
  const clipId = `avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { skin, skinShade, hair, hairStyle, top, backdrop } = portrait;

  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={portrait.label} className={cn('block', className)}>
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="32" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="64" height="64" fill={backdrop} />
        {hairStyle === 'afro' && <circle cx="32" cy="24" r="17" fill={hair} />}
        {hairStyle === 'bun' && <circle cx="32" cy="11" r="6" fill={hair} />}
        <path d="M10 64c1-12 9-19 22-19s21 7 22 19Z" fill={top} />
        <path d="M27 37h10v9c-2 3-8 3-10 0Z" fill={skinShade} />
        <circle cx="20.5" cy="30" r="2.6" fill={skinShade} />
        <circle cx="43.5" cy="30" r="2.6" fill={skinShade} />
        <ellipse cx="32" cy="28.5" rx="11" ry="12.5" fill={skin} />
        {hairStyle === 'short' && (
          <path d="M21 27c-1-9 4-13 11-13s12 4 11 13c-2-5-6-7-11-7s-9 2-11 7Z" fill={hair} />
        )}
        {hairStyle === 'bun' && (
          <path d="M21 26c0-8 5-12 11-12s11 4 11 12c-2-4-6-6-11-6s-9 2-11 6Z" fill={hair} />
        )}
        {hairStyle === 'afro' && (
          <path d="M21 25c2-6 6-8 11-8s9 2 11 8c-3-3-7-4-11-4s-8 1-11 4Z" fill={hair} />
        )}
        {hairStyle === 'headwrap' && (
          <>
            <path d="M19 25c-2-11 6-17 14-16 9 0 15 7 12 16-4-4-9-5-13-5s-9 1-13 5Z" fill={hair} />
            <path d="M33 9c4-5 11-4 12 1-4-1-8 0-12 3Z" fill="#e09a12" />
            <path d="M21 22c6-4 16-4 22 0" stroke="#e09a12" strokeWidth="1.5" fill="none" />
          </>
        )}
        <circle cx="27.5" cy="29" r="1.4" fill="#1c1410" />
        <circle cx="36.5" cy="29" r="1.4" fill="#1c1410" />
        {portrait.glasses && (
          <g fill="none" stroke="#1c1410" strokeWidth="1.2">
            <circle cx="27.5" cy="29" r="3.6" />
            <circle cx="36.5" cy="29" r="3.6" />
            <path d="M31.1 29h1.8" />
          </g>
        )}
        <path d="M28 34.5q4 3.5 8 0" stroke="#1c1410" strokeWidth="1.4" strokeLinecap="round" fill="none" />
        <circle cx="24.5" cy="33" r="1.8" fill="#e36b5a" opacity="0.35" />
        <circle cx="39.5" cy="33" r="1.8" fill="#e36b5a" opacity="0.35" />
      </g>
    </svg>
  );
}
