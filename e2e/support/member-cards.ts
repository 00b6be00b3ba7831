import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type APIRequestContext, type Download } from '@playwright/test';

export interface CardOnApi {
  id: string;
  firstName: string;
  lastName: string;
  memberNumber: string;
  validFrom: string;
  validTo: string;
  verifyUrl: string;
}

/** The order's member cards as its owner (or an admin) on `request` reads them. */
export async function cardsOf(request: APIRequestContext, orderId: string): Promise<CardOnApi[]> {
  const response = await request.get(`/api/orders/${orderId}/cards`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { cards: CardOnApi[] }).cards;
}

const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a downloaded PDF, read by pdf.js: proof that it is a real, readable PDF. */
export async function pdfText(download: Download): Promise<string> {
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(file)),
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
