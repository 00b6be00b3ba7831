/**
 * What the pages the server renders per request share (decisions 023, 027 and 040): the renderers built from the
 * web app (scripts/build-page-renderers.ts), loaded from beside the web build so the server never imports the web
 * app, and the prerendered page with a rendered element in place of the one its build marked.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';

/** Where the build writes a page's renderer: `build/page-renderers`, beside the web build in `build/client`. */
export function pageRendererFile(clientDir: string, name: string): string {
  return path.join(path.dirname(clientDir), 'page-renderers', `${name}.js`);
}

/** A renderer, or undefined where there is none (development, API tests) or it cannot be loaded. */
export async function loadPageRenderer<Renderer>(
  clientDir: string,
  name: string,
  logger: Logger,
): Promise<Renderer | undefined> {
  const file = pageRendererFile(clientDir, name);
  if (!existsSync(file)) return undefined;
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Renderer;
  } catch (error) {
    logger.error(
      { err: error, renderer: name },
      'could not load a page renderer: serving its prerendered frame',
    );
    return undefined;
  }
}

/**
 * Start and end of the element carrying `attribute`, in React's markup. React escapes '<' in text and attribute
 * values, so every '<div' or '</div' there is a tag, and counting them finds the element's end.
 */
function elementWith(html: string, attribute: string): { start: number; end: number } | undefined {
  const at = html.indexOf(` ${attribute}=""`);
  const start = html.lastIndexOf('<', at);
  const tag = at < 0 ? undefined : /^<([a-z][a-z0-9]*)\s/.exec(html.slice(start, at + 1))?.[1];
  if (!tag) return undefined;
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return { start, end: html.indexOf('>', match.index) + 1 };
  }
  return undefined;
}

/** JSON inside a <script> element: '<' escaped, so no '</script>' or '<!--' in the data can end or change it. */
function scriptSafeJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/**
 * The frame with `content.body` in place of the element marked `slot`, `content.head` at the end of the head and,
 * for a page that hydrates, the data its React starts from in a data block; undefined if the frame has no such
 * element (a build whose page and renderer disagree).
 */
export function withSlot(
  frame: string,
  slot: string,
  content: { head?: string; body: string },
  data?: { id: string; json: string },
): string | undefined {
  const element = elementWith(frame, slot);
  const headEnd = frame.indexOf('</head>');
  const bodyEnd = frame.lastIndexOf('</body>');
  if (!element || headEnd < 0 || bodyEnd < element.end) return undefined;
  // Outside React's tree, at the end of <body>, where hydration leaves unknown nodes alone; a data block does not
  // run, so the page's CSP needs no hash for it.
  const block = data
    ? `<script type="application/json" id="${data.id}">${scriptSafeJson(data.json)}</script>`
    : '';
  return [
    frame.slice(0, headEnd),
    content.head ?? '',
    frame.slice(headEnd, element.start),
    content.body,
    frame.slice(element.end, bodyEnd),
    block,
    frame.slice(bodyEnd),
  ].join('');
}
