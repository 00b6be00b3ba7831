import type { ComponentProps } from 'react';
import { COUNTRY_CODES } from '@/domain/orders/country-codes';
import { OptionSelect } from './option-select';

const CODE_OPTIONS = COUNTRY_CODES.map(({ code, country }) => ({ value: code, label: `${code} ${country}` }));

type CountryCodeSelectProps = Omit<ComponentProps<typeof OptionSelect>, 'options' | 'placeholder'>;

/** The ten phone country codes of the purchase forms (spec 001 §5). */
export function CountryCodeSelect(props: CountryCodeSelectProps) {
  return <OptionSelect options={CODE_OPTIONS} placeholder="Code" {...props} />;
}
