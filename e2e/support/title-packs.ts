import { expect, type APIRequestContext } from '@playwright/test';
import { providerViaApi } from './catalogue-admin';

/** A published listing made through the console's API, with sample photos; answers its id and title. */
export async function publishedListingViaApi(request: APIRequestContext, title: string) {
  const provider = await providerViaApi(request, { name: `Title Realty ${title}`, active: true });
  const created = await request.post('/api/admin/properties', {
    data: {
      title,
      location: 'Ikoyi, Lagos',
      state: 'Lagos',
      town: 'Ikoyi',
      description: 'Four bedrooms with a garden, made by a browser test.',
      propertyType: 'Villa',
      bedrooms: 4,
      bathrooms: 4,
      squareFeet: 3000,
      priceUsd: 400_000_00,
      priceNgn: 620_000_000_00,
      providerId: provider.id,
      photos: ['/api/media/sample/villa-1-1.svg'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { property } = (await created.json()) as { property: { id: string } };
  const published = await request.put(`/api/admin/properties/${property.id}/published`, {
    data: { published: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  return { id: property.id, title };
}

/**
 * The title pack the console's form records (a Certificate of Occupancy verified on 2 November 2026, by agent
 * LASRERA/2024/00123), with `document` uploaded to it, through the console's API.
 */
export async function titlePackViaApi(
  request: APIRequestContext,
  listingId: string,
  document: ReturnType<typeof pdfFile>,
) {
  const saved = await request.put(`/api/admin/properties/${listingId}/title-pack`, {
    data: {
      titleType: 'Certificate of Occupancy',
      status: 'verified',
      verifiedOn: '2026-11-02',
      agentRegistration: 'lasrera/2024/00123',
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const uploaded = await request.post(`/api/admin/properties/${listingId}/title-documents`, {
    multipart: { file: document },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}

/** A small, well-formed PDF, as a file for an upload control. */
export function pdfFile(name: string) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}
