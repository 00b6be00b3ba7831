import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import type { PropertyUrlFilter } from '@/domain/property/property';
import { paths } from '@/web/config/paths';
import { HiddenFilterFields } from './hidden-filter-fields';

interface SearchBoxProps {
  filter: PropertyUrlFilter;
  onSearch: (search: string) => void;
}

/**
 * Title or location search; applied on submit so each search is one URL, one request. A GET form to the page that
 * keeps the other filters, so it searches a page React does not run too (decision 027).
 */
export function SearchBox({ filter, onSearch }: SearchBoxProps) {
  const value = filter.search ?? '';
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Follows the URL when it changes from outside (back button, a cleared filter).
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      method="get"
      action={paths.realEstate}
      onSubmit={submit}
      noValidate
      className="flex min-w-0 flex-1 gap-2"
    >
      <HiddenFilterFields filter={filter} shown={['search']} />
      <label htmlFor="property-search" className="sr-only">
        Search by title or location
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
        />
        <Input
          id="property-search"
          name="search"
          type="search"
          maxLength={100}
          placeholder="Search by title or location"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-10"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
