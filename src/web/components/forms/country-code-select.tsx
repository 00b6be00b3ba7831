import type { ComponentProps } from 'react';
import { COUNTRY_CODES } from '@/domain/orders/country-codes';
import { OptionSelect } from './option-select';

const CODE_OPTIONS = COUNTRY_CODES.map(({ code, country }) => ({ value: code, label: `${code} ${country}` }));

type CountryCodeSelectProps = Omit<ComponentProps<typeof OptionSelect>, 'options' | 'placeholder'>;

/** The ten phone country codes of the purchase forms (spec 001 §5). */
/**
 * The row a country code and its phone number share: side by side from 360 px, stacked below, where a code beside
 * the number would leave the number too narrow to read what was typed.
 */
export const PHONE_ROW_CLASS =
  'grid gap-2 min-[360px]:grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] sm:col-span-2';

export function CountryCodeSelect(props: CountryCodeSelectProps) {
  return <OptionSelect options={CODE_OPTIONS} placeholder="Code" {...props} />;
}
