import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { OptionSelect, type SelectOption } from '@/web/components/forms/option-select';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/** Filters kept in the URL (`?status=paid&q=DH1`), so a filtered list survives a reload and can be shared. */
export function useUrlFilter(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return [params.get(name) ?? '', set];
}

interface SearchFilterProps {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
}

/** A search box that applies on submit (Enter or the button), not on every key. */
export function SearchFilter({ label, placeholder, value, onSearch }: SearchFilterProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} noValidate className="flex min-w-0 flex-1 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" size="icon" aria-label="Search">
          <Search aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}

interface ChoiceFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The label of "no filter". */
  allLabel: string;
}

const ALL = 'all';

/** A dropdown filter whose first option means "any". */
export function ChoiceFilter({ label, value, onChange, options, allLabel }: ChoiceFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:w-56">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect
        id={id}
        value={value || ALL}
        onValueChange={(next) => onChange(next === ALL ? '' : next)}
        options={[{ value: ALL, label: allLabel }, ...options]}
        placeholder={allLabel}
      />
    </div>
  );
}
