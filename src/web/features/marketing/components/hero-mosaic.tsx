import { BadgeCheck, UsersRound } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { CommunityAvatar, PORTRAITS } from './community-avatar';

export const HERO_TILE_COUNT = 32;

/** Tile looks, loosely after woven and dyed cloth; the motif is a small shape drawn inside the tile. */
const TILE_LOOKS = [
  { tile: 'bg-white/10' },
  { tile: 'bg-accent-300', motif: 'size-1/3 rounded-full bg-brand-800' },
  { tile: 'bg-brand-400/60' },
  { tile: 'bg-white/15', motif: 'size-2/5 rotate-45 rounded-[3px] bg-accent-300' },
  { tile: 'bg-accent-400/90', motif: 'h-1/5 w-full bg-brand-900/70' },
  { tile: 'bg-brand-300/30', motif: 'size-1/2 translate-y-1/2 rounded-t-full bg-white/70' },
  { tile: 'rounded-full bg-white/20' },
  { tile: 'bg-rose-400/80', motif: 'size-1/3 rounded-full border-2 border-white/80' },
] as const;

/** Where the four portraits sit on the 8 × 6 grid; the 32 tiles fill the cells left over. */
const AVATAR_PLACES = [
  'col-start-2 row-start-1',
  'col-start-6 row-start-2',
  'col-start-3 row-start-4',
  'col-start-7 row-start-5',
];

/** The hero's decorative grid: 32 patterned tiles around four community portraits. */
export function HeroMosaic() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="grid grid-flow-row-dense grid-cols-8 gap-1.5 rounded-3xl bg-brand-950/25 p-2.5 ring-1 ring-white/15 sm:gap-2 sm:p-3">
        {PORTRAITS.map((portrait, index) => (
          <div key={portrait.label} className={cn('col-span-2 row-span-2 p-0.5', AVATAR_PLACES[index])}>
            <CommunityAvatar
              portrait={portrait}
              className="size-full rounded-full shadow-lg ring-4 ring-white/90"
            />
          </div>
        ))}
        {Array.from({ length: HERO_TILE_COUNT }, (_, index) => {
          const look = TILE_LOOKS[(index * 5 + Math.floor(index / 8)) % TILE_LOOKS.length]!;
          return (
            <span
              key={index}
              data-hero-tile=""
              aria-hidden="true"
              className={cn('grid aspect-square place-items-center overflow-hidden rounded-lg', look.tile)}
            >
              {'motif' in look && <span className={look.motif} />}
            </span>
          );
        })}
      </div>
      <p className="absolute -bottom-5 left-3 flex items-center gap-2 rounded-2xl bg-surface px-3 py-2 text-sm font-semibold text-ink shadow-xl">
        <span className="grid size-8 place-items-center rounded-full bg-brand-100 text-brand-800">
          <UsersRound aria-hidden="true" className="size-4" />
        </span>
        10,000+ families supported
      </p>
      <p className="absolute -top-4 right-3 flex items-center gap-1.5 rounded-full bg-accent-300 px-3 py-1.5 text-sm font-bold text-brand-950 shadow-lg">
        <BadgeCheck aria-hidden="true" className="size-4" />
        Government-endorsed
      </p>
    </div>
  );
}
