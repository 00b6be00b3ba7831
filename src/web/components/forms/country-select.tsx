import type { ComponentProps } from 'react';
import { COUNTRIES } from '@/domain/accounts/countries';
import { OptionSelect } from './option-select';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: country }));

type CountrySelectProps = Omit<
  ComponentProps<typeof OptionSelect>,
  'options' | 'placeholder' | 'listClassName'
>;

/** The spec's country dropdown: its countries in alphabetical order, the open list capped at 300px. */
export function CountrySelect(props: CountrySelectProps) {
  return (
    <OptionSelect
      options={COUNTRY_OPTIONS}
      placeholder="Select your country"
      listClassName="max-h-[300px]"
      {...props}
    />
  );
}
