/**
 * Sample photos and logos drawn in code (DECISIONS 24: sample data is ours and clearly sample). Each name maps
 * to one fixed picture, so the same URL always shows the same image and can be cached for long.
 * Names: `<villa|apartment|penthouse>-<seed>-<view 1..4>` and `logo-<seed>`.
 */
type Kind = 'villa' | 'apartment' | 'penthouse';

const NAME = /^(villa|apartment|penthouse)-(\d{1,4})-([1-4])$|^logo-(\d{1,4})$/;

const WALLS = ['#f4e3c1', '#e9d5c3', '#dfe8e2', '#f2d0a9', '#e6e0f0', '#f5efe6', '#d9e4f0', '#efd9d2'];
const ROOFS = ['#9a3b2e', '#5b4636', '#2f4f6f', '#7a5230', '#3e5f4a', '#6b2d3a'];
const SKIES = [
  ['#8ec5ff', '#dff0ff'],
  ['#ffb37a', '#ffe2c4'],
  ['#6fa8dc', '#cfe2f3'],
  ['#f59e8b', '#fde2d8'],
];
const ACCENTS = ['#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#15803d'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function sky(seed: number, view: number, id: string) {
  const [top, bottom] = pick(SKIES, seed + view);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="800" height="600" fill="url(#${id})"/><circle cx="${640 - (seed % 5) * 60}" cy="110" r="46" fill="#fff6d5" opacity="0.9"/>`;
}

function ground(seed: number) {
  return `<rect y="470" width="800" height="130" fill="${pick(['#7fb069', '#8fbc5a', '#6a9f58'], seed)}"/><rect y="520" width="800" height="80" fill="#c9b79c"/>`;
}

function palm(x: number, scale = 1) {
  const s = scale;
  return `<g transform="translate(${x} ${470 - 170 * s}) scale(${s})"><path d="M18 170 Q10 90 28 0" stroke="#6b4f2a" stroke-width="10" fill="none"/><path d="M28 0 q-60 -10 -80 30 q40 -30 80 -30 q60 -20 80 30 q-40 -30 -80 -30 q-20 -50 -70 -40 q45 5 70 40 q30 -45 75 -35 q-45 5 -75 35" fill="#2f7d32"/></g>`;
}

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, glass: string) {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${x + c * (w + 14)}" y="${y + r * (h + 16)}" width="${w}" height="${h}" rx="3" fill="${glass}"/>`;
  return out;
}

function villa(seed: number, dusk: boolean) {
  const wall = pick(WALLS, seed);
  const roof = pick(ROOFS, seed + 1);
  const glass = dusk ? '#ffd98a' : '#9cc9e8';
  const width = 360 + (seed % 3) * 40;
  const x = 400 - width / 2;
  return `<rect x="${x}" y="290" width="${width}" height="180" fill="${wall}"/><polygon points="${x - 30},295 400,190 ${x + width + 30},295" fill="${roof}"/>${windows(x + 30, 320, Math.floor((width - 60) / 80), 2, 56, 48, glass)}<rect x="380" y="390" width="44" height="80" rx="4" fill="${pick(ACCENTS, seed)}"/>${palm(x - 90, 1)}${palm(x + width + 40, 0.85)}`;
}

function tower(seed: number, dusk: boolean, floors: number, crown: boolean) {
  const wall = pick(WALLS, seed + 2);
  const glass = dusk ? '#ffd98a' : '#a7d0ec';
  const height = floors * 34;
  const top = 470 - height;
  let out = `<rect x="300" y="${top}" width="200" height="${height}" fill="${wall}"/>`;
  out += windows(316, top + 14, 4, floors - 1, 34, 18, glass);
  out += `<rect x="210" y="${470 - 140}" width="90" height="140" fill="${pick(WALLS, seed + 5)}"/>${windows(222, 346, 2, 3, 28, 22, glass)}`;
  if (crown)
    out += `<rect x="320" y="${top - 40}" width="160" height="40" fill="${pick(ACCENTS, seed)}" opacity="0.85"/><rect x="290" y="${top - 4}" width="220" height="8" fill="#334155"/>`;
  return out + palm(560, 0.9);
}

function exterior(kind: Kind, seed: number, view: number) {
  const dusk = view === 2;
  const building =
    kind === 'villa'
      ? villa(seed, dusk)
      : tower(seed, dusk, kind === 'penthouse' ? 10 : 7, kind === 'penthouse');
  const shade = dusk ? '<rect width="800" height="600" fill="#1e1b4b" opacity="0.18"/>' : '';
  return `${sky(seed, view, 'sky')}${ground(seed)}${building}${shade}`;
}

function interior(seed: number) {
  const wall = pick(WALLS, seed + 3);
  const accent = pick(ACCENTS, seed + 1);
  return `<rect width="800" height="600" fill="${wall}"/><rect y="430" width="800" height="170" fill="#b08968"/><rect x="470" y="90" width="250" height="230" fill="#bfe3f5" stroke="#f8fafc" stroke-width="12"/><line x1="595" y1="90" x2="595" y2="320" stroke="#f8fafc" stroke-width="8"/><rect x="120" y="350" width="300" height="90" rx="18" fill="${accent}"/><rect x="110" y="320" width="60" height="120" rx="14" fill="${accent}"/><rect x="370" y="320" width="60" height="120" rx="14" fill="${accent}"/><rect x="190" y="470" width="170" height="24" rx="6" fill="#6b4f2a"/><circle cx="250" cy="170" r="50" fill="${pick(ROOFS, seed)}" opacity="0.6"/><rect x="640" y="360" width="18" height="80" fill="#6b4f2a"/><circle cx="649" cy="345" r="38" fill="#2f7d32"/>`;
}

function poolside(seed: number) {
  return `${sky(seed, 4, 'sky')}<rect y="380" width="800" height="220" fill="#e7e5e4"/><rect x="120" y="420" width="560" height="130" rx="16" fill="#38bdf8"/><path d="M140 470 q40 -14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#e0f2fe" stroke-width="6" fill="none"/><rect x="60" y="260" width="250" height="120" fill="${pick(WALLS, seed)}"/><polygon points="40,265 185,200 330,265" fill="${pick(ROOFS, seed + 2)}"/>${palm(640, 1.1)}${palm(520, 0.7)}<rect x="380" y="395" width="90" height="14" rx="7" fill="${pick(ACCENTS, seed + 2)}"/>`;
}

function logo(seed: number) {
  const accent = pick(ACCENTS, seed);
  return `<rect width="200" height="200" rx="40" fill="${accent}"/><polygon points="40,110 100,55 160,110" fill="#fff"/><rect x="58" y="106" width="84" height="56" fill="#fff"/><rect x="90" y="126" width="20" height="36" fill="${accent}"/>`;
}

/** The SVG for a sample image name, or undefined for a name that is not one. */
export function sampleSvg(name: string): string | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  if (match[4] !== undefined) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">${logo(Number(match[4]))}</svg>`;
  }
  const kind = match[1] as Kind;
  const seed = Number(match[2]);
  const view = Number(match[3]);
  const body = view <= 2 ? exterior(kind, seed, view) : view === 3 ? interior(seed) : poolside(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">${body}</svg>`;
}

export const SAMPLE_MEDIA_PATH = '/api/media/sample';

export function samplePhotoUrls(kind: Kind, seed: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${SAMPLE_MEDIA_PATH}/${kind}-${seed}-${i + 1}.svg`);
}

export function sampleLogoUrl(seed: number): string {
  return `${SAMPLE_MEDIA_PATH}/logo-${seed}.svg`;
}

export function artKindOf(type: 'Villa' | 'Apartment' | 'Penthouse'): Kind {
  return type.toLowerCase() as Kind;
}
