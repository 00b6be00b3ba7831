import type { ComponentProps } from 'react';
import { COUNTRIES } from '@/domain/accounts/countries';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';

interface CountrySelectProps extends Omit<ComponentProps<typeof SelectTrigger>, 'onChange' | 'value'> {
  value: string;
  onValueChange: (country: string) => void;
  disabled?: boolean;
}

/** The spec's country dropdown: its countries in alphabetical order, the open list capped at 300px. */
export function CountrySelect({ value, onValueChange, disabled, ...triggerProps }: CountrySelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder="Select your country" />
      </SelectTrigger>
      <SelectContent className="max-h-[300px]">
        {COUNTRIES.map((country) => (
          <SelectItem key={country} value={country}>
            {country}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
