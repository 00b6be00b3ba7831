import { useState, type FormEvent } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import {
  BEDROOM_OPTIONS,
  bedroomsLabel,
  PROPERTY_TYPES,
  type PropertyUrlFilter,
} from '@/domain/property/property';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/web/components/ui/radio-group';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/web/components/ui/sheet';

type SheetFilter = Pick<PropertyUrlFilter, 'type' | 'bedrooms' | 'minPrice' | 'maxPrice'>;

interface FilterSheetProps {
  filter: SheetFilter;
  onApply: (change: SheetFilter) => void;
}

const TYPE_OPTIONS = [
  { value: 'all', label: 'All' },
  ...PROPERTY_TYPES.map((type) => ({ value: type, label: type })),
];
const activeCount = (filter: SheetFilter) =>
  [filter.type !== 'all', filter.bedrooms > 0, !!filter.minPrice, !!filter.maxPrice].filter(Boolean).length;

/** Type, bedrooms and price bounds, chosen in a side sheet and applied together. */
export function FilterSheet({ filter, onApply }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => toDraft(filter));
  const count = activeCount(filter);

  const openChange = (next: boolean) => {
    if (next) setDraft(toDraft(filter));
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      type: draft.type as SheetFilter['type'],
      bedrooms: Number(draft.bedrooms),
      minPrice: wholeDollars(draft.minPrice),
      maxPrice: wholeDollars(draft.maxPrice),
    });
    setOpen(false);
  };

  return (
    <Sheet open={open} onOpenChange={openChange}>
      <SheetTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {count > 0 && <span className="rounded-full bg-brand-700 px-2 text-sm text-white">{count}</span>}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" aria-describedby="filter-sheet-description">
        <SheetHeader>
          <SheetTitle>Filter properties</SheetTitle>
          <SheetDescription id="filter-sheet-description">
            Narrow the list by type, bedrooms and price.
          </SheetDescription>
        </SheetHeader>
        <form onSubmit={submit} className="flex flex-col gap-6">
          <ChoiceGroup
            legend="Property type"
            name="type"
            value={draft.type}
            options={TYPE_OPTIONS}
            onChange={(type) => setDraft({ ...draft, type })}
          />
          <ChoiceGroup
            legend="Bedrooms"
            name="bedrooms"
            value={draft.bedrooms}
            options={BEDROOM_OPTIONS.map((n) => ({ value: String(n), label: bedroomsLabel(n) }))}
            onChange={(bedrooms) => setDraft({ ...draft, bedrooms })}
          />
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Price (USD)</legend>
            <FormField id="minPrice" label="Min price (USD)">
              <Input
                id="minPrice"
                inputMode="numeric"
                pattern="[0-9]*"
                placeholder="No min"
                value={draft.minPrice}
                onChange={(event) => setDraft({ ...draft, minPrice: event.target.value })}
              />
            </FormField>
            <FormField id="maxPrice" label="Max price (USD)">
              <Input
                id="maxPrice"
                inputMode="numeric"
                pattern="[0-9]*"
                placeholder="No max"
                value={draft.maxPrice}
                onChange={(event) => setDraft({ ...draft, maxPrice: event.target.value })}
              />
            </FormField>
          </fieldset>
          <div className="flex gap-3">
            <Button
              type="button"
              variant="outline"
              className="flex-1"
              onClick={() => setDraft(toDraft(EMPTY))}
            >
              Clear
            </Button>
            <Button type="submit" className="flex-1">
              Show results
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}

const EMPTY: SheetFilter = { type: 'all', bedrooms: 0, minPrice: undefined, maxPrice: undefined };

function toDraft(filter: SheetFilter) {
  return {
    type: filter.type as string,
    bedrooms: String(filter.bedrooms),
    minPrice: filter.minPrice ? String(filter.minPrice) : '',
    maxPrice: filter.maxPrice ? String(filter.maxPrice) : '',
  };
}

/** Digits only ('250,000' and '$250000' read as 250000); nothing or zero means no bound. */
function wholeDollars(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '').slice(0, 9);
  return digits ? Number(digits) || undefined : undefined;
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function ChoiceGroup({ legend, name, value, options, onChange }: ChoiceGroupProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <RadioGroup value={value} onValueChange={onChange} className="flex flex-wrap gap-2" aria-label={legend}>
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2 rounded-xl border border-line px-3 py-2">
            <RadioGroupItem id={`${name}-${option.value}`} value={option.value} />
            <Label htmlFor={`${name}-${option.value}`}>{option.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
