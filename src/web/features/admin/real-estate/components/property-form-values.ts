import { amountText } from '@/domain/amount-fields';
import { type AdminPropertyDetail, type PropertyFormValues } from '@/domain/property/property-admin';
import type { PropertyType } from '@/domain/property/property';
import { isNigerianState, type NigerianState } from '@/domain/property/nigerian-locations';

/** The listing form's values; a new listing starts with no type, state, town or provider chosen. */
export type ListingFormValues = Omit<PropertyFormValues, 'propertyType' | 'state'> & {
  propertyType: PropertyType | '';
  state: NigerianState | '';
};

const EMPTY: ListingFormValues = {
  title: '',
  location: '',
  state: '',
  town: '',
  description: '',
  propertyType: '',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  priceUsd: '',
  priceNgn: '',
  providerId: '',
  photos: [],
};

/** What the form shows for a saved listing (prices back in dollars and naira), or an empty form. */
export function listingFormValues(property?: AdminPropertyDetail): ListingFormValues {
  if (!property) return EMPTY;
  return {
    title: property.title,
    location: property.location,
    // A listing saved before it had a state and town (migration 0011) shows them unchosen, to be set.
    state: property.state && isNigerianState(property.state) ? property.state : '',
    town: property.town ?? '',
    description: property.description,
    propertyType: property.propertyType,
    bedrooms: String(property.bedrooms),
    bathrooms: String(property.bathrooms),
    squareFeet: String(property.squareFeet),
    priceUsd: amountText(property.priceUsd),
    priceNgn: amountText(property.priceNgn),
    providerId: property.providerId,
    photos: property.photos,
  };
}
