/**
 * The installable app's files, written into the web build after React Router built it (decision record 022):
 * - /manifest.webmanifest from src/domain/site/web-app-manifest.ts;
 * - PNG icons drawn by sharp from the brand mark (src/web/components/brand/favicon.svg): 192 and 512 as the mark
 *   is, a maskable 512 and Apple's 180 touch icon full-bleed with the mark inside the safe zone;
 * - /sw.js from src/web/pwa/service-worker.ts, with this build's id and the app shell's files to precache.
 * Everything comes from the sources, so each build makes the same files. Also `tsx scripts/build-pwa.ts [dir]`.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { build } from 'vite';
import { standaloneViteBuild } from './standalone-vite-build';
import { APP_SHELL_URL, MANIFEST_URL } from '../src/web/pwa/pwa-urls';
import { MANIFEST_ICONS, webAppManifest } from '../src/domain/site/web-app-manifest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BRAND_MARK = path.join(ROOT, 'src/web/components/brand/favicon.svg');
const APPLE_TOUCH_ICON = { src: '/icons/apple-touch-icon.png', size: 180 };
const ASSET_URL = /\/assets\/[^"'\s)]+/g;

/**
 * The mark as a full square: no rounded corners (the platform masks the icon to its own shape) and the drawing
 * scaled to 88% about the centre, inside the maskable safe zone (the middle circle of 80% diameter).
 */
export function fullBleed(mark: string): string {
  return mark
    .replace(/ rx="[\d.]+"/, '')
    .replace(
      /(<rect[^>]*\/>)([\s\S]*)(<\/svg>)/,
      '$1<g transform="translate(24 24) scale(0.88) translate(-24 -24)">$2</g>$3',
    );
}

async function drawIcon(svg: string, size: number, file: string) {
  // The mark is drawn on a 48-unit grid: render it at the density that gives `size` pixels, not scaled up.
  await sharp(Buffer.from(svg), { density: (72 * size) / 48 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
}

async function writeIcons(clientDir: string) {
  const mark = await readFile(BRAND_MARK, 'utf8');
  const square = fullBleed(mark);
  await mkdir(path.join(clientDir, 'icons'), { recursive: true });
  const icons = [
    ...MANIFEST_ICONS.map(({ src, size, purpose }) => ({
      src,
      size,
      svg: purpose === 'maskable' ? square : mark,
    })),
    { ...APPLE_TOUCH_ICON, svg: square },
  ];
  await Promise.all(icons.map(({ src, size, svg }) => drawIcon(svg, size, path.join(clientDir, src))));
}

/** The shell and the files it loads (its entry, router, root route and stylesheet); the build id names them all. */
async function precacheList(clientDir: string) {
  const shell = await readFile(path.join(clientDir, APP_SHELL_URL), 'utf8');
  const files = [...new Set(shell.match(ASSET_URL) ?? [])].sort();
  const assets = (await readdir(path.join(clientDir, 'assets'))).sort();
  const buildId = createHash('sha256')
    .update(shell)
    .update(assets.join('\n'))
    .digest('base64url')
    .slice(0, 12);
  return { buildId, precache: [APP_SHELL_URL, ...files] };
}

async function buildServiceWorker(clientDir: string) {
  const { buildId, precache } = await precacheList(clientDir);
  await build({
    ...standaloneViteBuild(ROOT),
    define: { __PWA_BUILD_ID__: JSON.stringify(buildId), __PWA_PRECACHE__: JSON.stringify(precache) },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: path.join(ROOT, 'src/web/pwa/service-worker.ts'),
        formats: ['iife'],
        name: 'serviceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  return { buildId, precached: precache.length };
}

export async function buildPwa(clientDir: string) {
  await writeFile(path.join(clientDir, MANIFEST_URL), `${JSON.stringify(webAppManifest, null, 2)}\n`);
  const [worker] = await Promise.all([buildServiceWorker(clientDir), writeIcons(clientDir)]);
  console.log(
    `installable app: manifest, ${MANIFEST_ICONS.length + 1} icons, sw.js (build ${worker.buildId}, ${worker.precached} files precached)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildPwa(path.resolve(process.argv[2] ?? 'build/client'));
}
