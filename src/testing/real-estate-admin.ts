import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { CreateProperty } from '../domain/property/property-admin';
import type { AuditedEntity } from '../domain/audit/audit';
import { toMinor } from '../domain/money';
import type { TestClient } from './test-client';
import type { Db } from '../server/db/client';
import { auditLog } from '../server/db/schema';

/** Tests only: a listing as the console sends it; prices in minor units, like the API. */
export function listingInput(providerId: string, overrides: Partial<CreateProperty> = {}): CreateProperty {
  return {
    title: 'Harbour View Apartment',
    location: 'Victoria Island, Lagos',
    state: 'Lagos',
    town: 'Victoria Island',
    description: 'Three bedrooms over the lagoon.',
    propertyType: 'Apartment',
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    priceUsd: toMinor(180_000),
    priceNgn: toMinor(279_000_000),
    providerId,
    photos: [],
    ...overrides,
  };
}

export const SAMPLE_PHOTOS = ['/api/media/sample/apartment-1-1.svg', '/api/media/sample/apartment-1-2.svg'];

/** A real picture of the given size, made in memory. */
export function makeImage(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#b45309' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** Sends bytes to the upload endpoint as a browser's form would, under any name and declared type. */
export function sendUpload(client: TestClient, bytes: Uint8Array, name = 'home.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return client.fetch('/api/admin/uploads', { method: 'POST', body: form });
}

/** Uploads a fresh picture and answers the URL a listing stores. */
export async function uploadedPhoto(client: TestClient, width = 1200, height = 800): Promise<string> {
  const response = await sendUpload(client, await makeImage(width, height));
  if (response.status !== 201) throw new Error(`upload failed with ${response.status}`);
  return ((await response.json()) as { photo: { url: string } }).photo.url;
}

/** The audit entries of one row, oldest first. */
export async function auditEntries(db: Db, entityType: AuditedEntity, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/** Sends a file to a listing's title documents as the console's form would, under any name and declared type. */
export function sendTitleDocument(
  client: TestClient,
  propertyId: string,
  bytes: Uint8Array,
  name = 'deed.pdf',
  type = 'application/pdf',
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return client.fetch(`/api/admin/properties/${propertyId}/title-documents`, { method: 'POST', body: form });
}
