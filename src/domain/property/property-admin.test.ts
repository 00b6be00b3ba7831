import { describe, expect, it } from 'vitest';
import {
  AdminPropertyQuerySchema,
  PROPERTY_ADMIN_MESSAGES as M,
  PropertyFormSchema,
  publishProblem,
  UpdatePropertySchema,
  type PropertyFormValues,
} from './property-admin';

const PROVIDER = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';
const PHOTO = '/api/media/sample/villa-1-1.svg';

const form = (overrides: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  title: ' Garden Villa ',
  location: 'Lekki, Lagos',
  state: 'Lagos',
  town: 'Lekki',
  description: 'Four bedrooms and a garden.',
  propertyType: 'Villa',
  bedrooms: '4',
  bathrooms: '3',
  squareFeet: '2400',
  priceUsd: '250,000',
  priceNgn: '387500000.50',
  providerId: PROVIDER,
  photos: [PHOTO],
  ...overrides,
});

const fieldErrors = (values: PropertyFormValues) => {
  const result = PropertyFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('PropertyFormSchema', () => {
  it('turns what an admin types into the API body: trimmed text, numbers, prices in minor units', () => {
    expect(PropertyFormSchema.parse(form())).toEqual({
      title: 'Garden Villa',
      location: 'Lekki, Lagos',
      state: 'Lagos',
      town: 'Lekki',
      description: 'Four bedrooms and a garden.',
      propertyType: 'Villa',
      bedrooms: 4,
      bathrooms: 3,
      squareFeet: 2400,
      priceUsd: 25_000_000,
      priceNgn: 38_750_000_050,
      providerId: PROVIDER,
      photos: [PHOTO],
    });
  });

  it('gives each wrong field its own message', () => {
    expect(
      fieldErrors(
        form({
          title: '  ',
          bedrooms: '',
          bathrooms: '1.5',
          squareFeet: '0',
          priceUsd: '12.345',
          priceNgn: '0',
          providerId: '',
          propertyType: '' as never,
        }),
      ),
    ).toEqual({
      title: M.title,
      bedrooms: M.bedrooms,
      bathrooms: M.bathrooms,
      squareFeet: M.squareFeet,
      priceUsd: M.amountFormat,
      priceNgn: M.amountPositive,
      providerId: M.provider,
      propertyType: M.propertyType,
    });
  });

  it('keeps the photo list to our own pictures, at most 20, each once, with one message for the list', () => {
    expect(fieldErrors(form({ photos: ['https://elsewhere.example/a.jpg'] }))).toEqual({ photos: M.photo });
    expect(fieldErrors(form({ photos: [PHOTO, PHOTO] }))).toEqual({ photos: M.photosRepeated });
    const many = Array.from({ length: 21 }, (_, n) => `/api/media/sample/villa-${n}-1.svg`);
    expect(fieldErrors(form({ photos: many }))).toEqual({ photos: M.photosTooMany });
  });
});

describe("the listing's state and town", () => {
  it('asks for both, and for a town of the chosen state', () => {
    expect(fieldErrors(form({ state: '' as never, town: '' }))).toMatchObject({
      state: M.state,
      town: M.town,
    });
    expect(fieldErrors(form({ state: 'Oyo', town: 'Lekki' }))).toEqual({ town: M.townOfState });
    expect(fieldErrors(form({ state: 'Oyo', town: 'Ibadan' }))).toEqual({});
  });

  it('changes the two together in an edit', () => {
    const issues = (value: object) =>
      UpdatePropertySchema.safeParse(value).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(issues({ town: 'Yaba' })).toEqual([['state', M.stateWithTown]]);
    expect(issues({ state: 'Lagos' })).toEqual([['town', M.stateWithTown]]);
    expect(issues({ state: 'Kano', town: 'Yaba' })).toEqual([['town', M.townOfState]]);
    expect(issues({ state: 'Lagos', town: 'Yaba' })).toBeUndefined();
    expect(issues({ title: 'New' })).toBeUndefined();
  });
});

describe('UpdatePropertySchema', () => {
  it('takes any subset of the fields', () => {
    expect(UpdatePropertySchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(UpdatePropertySchema.safeParse({ priceUsd: 10.5 }).success).toBe(false);
  });
});

describe('publishProblem', () => {
  it('needs at least one photo', () => {
    expect(publishProblem([])).toBe(M.publishNeedsPhoto);
    expect(publishProblem([PHOTO])).toBeUndefined();
  });
});

describe('AdminPropertyQuerySchema', () => {
  it('reads blank values as no filter and drops an unknown state', () => {
    expect(AdminPropertyQuerySchema.parse({ q: '  ', state: 'sold' })).toMatchObject({
      q: undefined,
      state: undefined,
    });
    expect(AdminPropertyQuerySchema.parse({ q: ' villa ', state: 'draft' })).toMatchObject({
      q: 'villa',
      state: 'draft',
    });
  });
});
