import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No browser-native validation bubbles anywhere (issue 13, point 7): they speak the browser's language, not the
 * spec's messages, and hide the error summary. Every form opts out with noValidate, and no control carries the
 * `required` attribute (aria-required says it to assistive technology without a bubble).
 */
const root = join(import.meta.dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Each opening tag of the given elements, up to its end or the next element: enough to read its attributes. */
function openingTags(text: string, names: string): string[] {
  return [...text.matchAll(new RegExp(`<(?:${names})\\b[^<]*?>(?=\\s*[\\n<{])`, 'gs'))].map((m) => m[0]);
}

const files = sources(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

describe('no browser validation bubbles', () => {
  it('finds the forms it checks', () => {
    expect(files.filter((file) => file.text.includes('<form')).length).toBeGreaterThan(15);
  });

  it('gives every form noValidate', () => {
    const without = files.flatMap(({ path, text }) =>
      openingTags(text, 'form')
        .filter((tag) => !tag.includes('noValidate'))
        .map(() => path),
    );
    expect(without).toEqual([]);
  });

  it('puts no required attribute on a control', () => {
    const required = files.flatMap(({ path, text }) =>
      openingTags(text, 'input|Input|textarea|Textarea|select|PasswordInput')
        .filter((tag) => /(?<![-\w])required\b(?!\s*[:?])/.test(tag))
        .map(() => path),
    );
    expect(required).toEqual([]);
  });
});
