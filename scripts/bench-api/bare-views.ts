/**
 * The bare server's answers, built by hand from pg's array rows: the same JSON the app's views give, with no
 * framework, ORM or validation between the driver and the socket.
 */
import { DEFAULT_REFUND_RULE } from '../../src/domain/property/title-pack';
import { encodeCursor } from '../../src/server/db/keyset-cursor';

export interface RowsResult {
  fields: Array<{ name: string }>;
  rows: unknown[][];
}

type Record_ = Record<string, unknown>;

/**
 * Rows as objects by column name, one object per table: a join repeats names (id, created_at), so the
 * columns are split where `id` appears again.
 */
function tablesOf(result: RowsResult): Array<(row: unknown[]) => Record_> {
  const starts = result.fields.flatMap((field, index) => (field.name === 'id' ? [index] : []));
  return starts.map((start, part) => (row) => {
    const end = starts[part + 1] ?? result.fields.length;
    const object: Record_ = {};
    for (let index = start; index < end; index++) object[result.fields[index]!.name] ??= row[index];
    return object;
  });
}

const summary = (row: Record_) => ({
  id: row.id,
  title: row.title,
  location: row.location,
  mainImage: row.main_image,
  priceUsd: row.price_usd,
  priceNgn: row.price_ngn,
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms,
  squareFeet: row.square_feet,
  propertyType: row.property_type,
  verified: row.verified,
  titleVerified: row.title_status === 'verified',
  createdAt: (row.created_at as Date).toISOString(),
});

/** pg reads a date column as a Date at local midnight; the app's column is the date's text. */
function dateText(value: unknown): string | null {
  if (!(value instanceof Date)) return (value as string | null) ?? null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

const provider = (row: Record_) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  logoUrl: row.logo_url,
  applicationFeeUsd: row.application_fee_usd,
  applicationFeeNgn: row.application_fee_ngn,
});

const plan = (row: Record_) => ({
  id: row.id,
  planType: row.plan_type,
  coverageAmountUsd: row.coverage_amount_usd,
  coverageAmountNgn: row.coverage_amount_ngn,
  monthlyPriceUsd: row.monthly_price_usd,
  monthlyPriceNgn: row.monthly_price_ngn,
  underwriter: row.underwriter,
  minEntryAge: row.min_entry_age,
  maxEntryAge: row.max_entry_age,
  sample: row.sample,
});

function firstTable(result: RowsResult): Record_[] {
  const [table] = tablesOf(result);
  return table ? result.rows.map(table) : [];
}

export const BARE_VIEWS = {
  propertyPage: (result: RowsResult, pageSize: number) => {
    const rows = firstTable(result);
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    const nextCursor =
      rows.length > pageSize && last
        ? encodeCursor({ createdAt: String(last.to_char), id: String(last.id) })
        : null;
    return { items: page.map(summary), nextCursor };
  },
  featured: (result: RowsResult) => {
    const [row] = firstTable(result);
    return { property: row ? summary(row) : null };
  },
  property: (result: RowsResult) => {
    const [property, owner] = tablesOf(result).map((table) => table(result.rows[0]!));
    const photos = property!.photos as string[];
    const main = property!.main_image;
    return {
      property: {
        ...summary(property!),
        description: property!.description,
        photos: [main, ...photos.filter((photo) => photo !== main)],
        provider: provider(owner!),
        // The statement's last column, the count of title documents, comes after the provider's.
        titlePack: {
          titleType: property!.title_type,
          status: property!.title_status,
          verifiedOn: dateText(property!.title_verified_on),
          agentRegistration: property!.agent_registration,
          documentCount: Number(owner!.count),
        },
        applicationFeeRefundRule: DEFAULT_REFUND_RULE,
      },
    };
  },
  providers: (result: RowsResult) => ({ providers: firstTable(result).map(provider) }),
  plans: (result: RowsResult) => ({ plans: firstTable(result).map(plan) }),
  plan: (result: RowsResult) => ({ plan: plan(firstTable(result)[0]!) }),
};

export type BareView = keyof typeof BARE_VIEWS;
