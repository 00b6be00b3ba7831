import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { cn } from '@/web/lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionSelectProps extends Omit<ComponentProps<typeof SelectTrigger>, 'onChange' | 'value'> {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  /** Classes for the open list, e.g. a height cap. */
  listClassName?: string;
}

/** A dropdown over a fixed list of options, for react-hook-form's Controller or plain state. */
export function OptionSelect({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  listClassName,
  ...triggerProps
}: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={cn(listClassName)}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
