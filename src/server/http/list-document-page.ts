/**
 * A visitor's document of a page whose list lives in the database (decision 027: /funeral-insurance's plans,
 * /real-estate-providers' providers): the prerendered visitor frame with the list the server renders in place of
 * its loading state, so the page paints and works before any script. A signed-in user's page hydrates as built
 * and loads its list from the API. The renderer is built from the web app (scripts/build-page-renderers.ts) and
 * loaded from beside the web build; the server never imports the web app.
 */
import type { Logger } from 'pino';
import { loadPageRenderer, withSlot } from './page-slot';

/** The module scripts/build-page-renderers.ts builds from a feature's `server/*-renderer.tsx`. */
export interface ListRenderer<Item> {
  renderList(items: Item[]): string;
  /** The attribute that marks the list in the prerendered page. */
  LIST_SLOT: string;
}

export interface ListDocumentDeps<Item> {
  clientDir: string;
  /** The renderer's name in build/page-renderers. */
  renderer: string;
  /** The prerendered document for visitors, as built. */
  visitorFrame: string;
  /** The list, from the same service as the API's answer, so the page and the API say one thing. */
  load: () => Promise<Item[]>;
  logger: Logger;
}

/**
 * Loads the renderer (once, from now) and returns what answers a visitor's request: the document with its list, or
 * undefined where the page that hydrates is to be served as built (no renderer, or a failure, which is logged: that
 * page's React then asks the API, and shows its own error and retry if that fails too).
 */
export function listDocumentPage<Item>(
  deps: ListDocumentDeps<Item>,
): (log?: Logger) => Promise<{ html: string; asDocument: true } | undefined> {
  const renderer = loadPageRenderer<ListRenderer<Item>>(deps.clientDir, deps.renderer, deps.logger);
  // The list changes only in the console: while it reads the same, so does the page, and React need not run again.
  let last: { json: string; html: string | undefined } | undefined;
  return async (log = deps.logger) => {
    const loaded = await renderer;
    if (!loaded) return undefined;
    try {
      const items = await deps.load();
      const json = JSON.stringify(items);
      if (last?.json !== json) {
        const html = withSlot(deps.visitorFrame, loaded.LIST_SLOT, { body: loaded.renderList(items) });
        last = { json, html };
      }
      if (!last.html) log.error({ renderer: deps.renderer }, 'the prerendered page has no list to put in');
      return last.html === undefined ? undefined : { html: last.html, asDocument: true };
    } catch (error) {
      log.warn(
        { err: error, renderer: deps.renderer },
        'could not render a visitor’s list: serving the page that hydrates',
      );
      return undefined;
    }
  };
}
