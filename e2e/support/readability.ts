import { expect, type Page } from '@playwright/test';

/** What a page must hold to for older eyes (issue 13, point 9; decision 034). */
export const READABILITY = { bodyTextPx: 16, smallestTextPx: 14, targetPx: 44 };
export type ReadabilityRules = typeof READABILITY;
/** The relative's own pages (docs/decisions/041, 069; issue 30, point 4): 18 px text, small print too, 48 px targets. */
export const RELATIVE_READABILITY: ReadabilityRules = { bodyTextPx: 18, smallestTextPx: 18, targetPx: 48 };

/** The elements a finger taps; a checkbox's or radio's label is measured as its target. */
const TARGETS =
  'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], ' +
  '[role=radio], [role=tab], [role=switch], summary, label';

/**
 * Everything on the page as it is now that breaks the rules, one readable line each: visible text below
 * `smallestTextPx`, a body font below `bodyTextPx`, and visible targets smaller than `targetPx` either way or
 * overlapping another target. Exempt (decision 034, WCAG 2.5.8's own exceptions): a link inside a sentence, whose
 * size the line of text sets; a control the browser draws itself inside a bigger label; text hidden for screen
 * readers (sr-only).
 */
export async function readabilityOffenders(
  page: Page,
  rules: ReadabilityRules = READABILITY,
): Promise<string[]> {
  return page.evaluate(
    ({ rules, targets }) => {
      const offenders: string[] = [];
      const describe = (element: Element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const name =
          element.getAttribute('aria-label') ??
          (text || element.getAttribute('placeholder') || element.getAttribute('name') || '');
        return `<${element.tagName.toLowerCase()}> '${name}'`;
      };
      const shown = (element: Element) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        // Clipped away (sr-only, a skip link until it has focus): read aloud, not seen.
        for (let at: Element | null = element; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
        }
        const box = element.getBoundingClientRect();
        // sr-only text is a 1 px box: it is read aloud, not seen.
        return box.width > 2 && box.height > 2;
      };

      // A target in a scrolling box (her hospital list) is tappable only where the box shows it: the part
      // scrolled out of sight lies under whatever follows the box, and is not a target there.
      const withinScroller = (element: Element, box: DOMRect) => {
        for (let at = element.parentElement; at; at = at.parentElement) {
          if (!/auto|scroll|hidden/.test(getComputedStyle(at).overflowY)) continue;
          const edge = at.getBoundingClientRect();
          const left = Math.max(box.left, edge.left);
          const top = Math.max(box.top, edge.top);
          return new DOMRect(
            left,
            top,
            Math.max(0, Math.min(box.right, edge.right) - left),
            Math.max(0, Math.min(box.bottom, edge.bottom) - top),
          );
        }
        return box;
      };

      const bodySize = parseFloat(getComputedStyle(document.body).fontSize);
      if (bodySize < rules.bodyTextPx) offenders.push(`body text is ${bodySize}px`);

      const small = new Map<string, Element>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
        if (parent.closest('svg, script, style, noscript')) continue;
        const size = parseFloat(getComputedStyle(parent).fontSize);
        const line = `text ${size}px ${describe(parent)}`;
        if (size < rules.smallestTextPx && !small.has(line)) small.set(line, parent);
      }
      offenders.push(...small.keys());

      /** In running text: an inline link or button whose block holds more words than its own. */
      const inSentence = (element: Element) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (element.textContent ?? '').trim().length;
        return (block?.textContent ?? '').trim().length > own + 8;
      };
      const pinned = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const position = getComputedStyle(at).position;
          if (position === 'fixed' || position === 'sticky') return at;
        }
        return null;
      };
      const boxes: { element: Element; box: DOMRect; pinned: Element | null; card: Element | null }[] = [];
      for (const element of document.querySelectorAll(targets)) {
        if (element instanceof HTMLLabelElement) {
          const control = element.control;
          if (!(control instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(control.type))
            continue;
        }
        if (!shown(element) || inSentence(element)) continue;
        // A native or drawn checkbox inside its label: the label is the target and is measured itself.
        const label = element.closest('label') ?? (element as HTMLInputElement).labels?.[0];
        const role = element.getAttribute('role') ?? (element as HTMLInputElement).type;
        if (label && label !== element && ['checkbox', 'radio'].includes(role) && shown(label)) continue;
        // A stretched link (its ::after laid over the card) makes the whole card its target.
        const after = getComputedStyle(element, '::after');
        const stretched = after.content !== 'none' && after.position === 'absolute';
        const box = (
          stretched && element instanceof HTMLElement && element.offsetParent ? element.offsetParent : element
        ).getBoundingClientRect();
        // Rounded: a 43.99 px box from fractional line heights is 44 px on screen.
        const width = Math.round(box.width);
        const height = Math.round(box.height);
        if (width < rules.targetPx || height < rules.targetPx)
          offenders.push(`target ${width}×${height}px ${describe(element)}`);
        boxes.push({
          element,
          box: withinScroller(element, box),
          pinned: pinned(element),
          card: stretched && element instanceof HTMLElement ? element.offsetParent : null,
        });
      }
      for (const [index, { element, box, pinned: bar, card }] of boxes.entries()) {
        for (const other of boxes.slice(index + 1)) {
          if (element.contains(other.element) || other.element.contains(element)) continue;
          // A control laid over a stretched link's card (a listing's heart) is above it: the card is the target
          // everywhere else (decision 042).
          if (card?.contains(other.element) || other.card?.contains(element)) continue;
          // A fixed or sticky bar lies over the page that scrolls under it; only its own targets are compared.
          if (bar !== other.pinned) continue;
          // A button drawn inside a text field (show password) sits on the field's padding, not on its text.
          const inside = (inner: DOMRect, outer: DOMRect) =>
            inner.left >= outer.left &&
            inner.right <= outer.right &&
            inner.top >= outer.top &&
            inner.bottom <= outer.bottom;
          if (element instanceof HTMLInputElement && inside(other.box, box)) continue;
          if (other.element instanceof HTMLInputElement && inside(box, other.box)) continue;
          const overlapX = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
          const overlapY = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top);
          if (overlapX > 1 && overlapY > 1)
            offenders.push(`targets overlap: ${describe(element)} and ${describe(other.element)}`);
        }
      }
      return offenders;
    },
    { rules, targets: TARGETS },
  );
}

/** Fails with the list of offenders, one a line, when the page breaks any of the rules. */
export async function expectReadable(page: Page, rules: ReadabilityRules = READABILITY) {
  expect((await readabilityOffenders(page, rules)).join('\n'), `readability offenders at ${page.url()}`).toBe(
    '',
  );
}
