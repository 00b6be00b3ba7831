import { useRef, type FormEvent } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import {
  BEDROOM_OPTIONS,
  bedroomsLabel,
  PROPERTY_TYPES,
  propertyFilterFromParams,
  propertyFilterToParams,
  type PropertyUrlFilter,
} from '@/domain/property/property';
import { Button } from '@/web/components/ui/button';
import { DialogSheet, opensDialog } from '@/web/components/ui/dialog-sheet';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { paths } from '@/web/config/paths';
import { filterOfForm, HiddenFilterFields } from './hidden-filter-fields';
import { LocationFields } from '@/web/components/forms/location-fields';

const SHEET_ID = 'filter-sheet';
const SHEET_FIELDS = ['state', 'town', 'type', 'bedrooms', 'minPrice', 'maxPrice', 'titleVerified'];

interface FilterSheetProps {
  filter: PropertyUrlFilter;
  onApply: (filter: PropertyUrlFilter) => void;
}

const TYPE_OPTIONS = [
  { value: 'all', label: 'All' },
  ...PROPERTY_TYPES.map((type) => ({ value: type, label: type })),
];
const BEDROOM_CHOICES = BEDROOM_OPTIONS.map((n) => ({ value: String(n), label: bedroomsLabel(n) }));
const activeCount = (filter: PropertyUrlFilter) =>
  [
    !!filter.state,
    filter.type !== 'all',
    filter.bedrooms > 0,
    !!filter.minPrice,
    !!filter.maxPrice,
    filter.titleVerified,
  ].filter(Boolean).length;

/**
 * Location, type, bedrooms and price bounds, chosen in a side sheet and applied together. The sheet is a GET form to the
 * page, so it filters a page React does not run too (decision 027); the app applies it without a page load.
 */
export function FilterSheet({ filter, onApply }: FilterSheetProps) {
  const sheet = useRef<HTMLDialogElement>(null);
  const count = activeCount(filter);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(propertyFilterFromParams(filterOfForm(event.currentTarget)));
    sheet.current?.close();
  };

  return (
    <>
      <Button variant="outline" {...opensDialog(SHEET_ID)}>
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {count > 0 && <span className="rounded-full bg-brand-700 px-2 text-sm text-white">{count}</span>}
      </Button>
      <DialogSheet
        id={SHEET_ID}
        ref={sheet}
        title="Filter properties"
        description="Narrow the list by location, type, bedrooms, price and title."
      >
        {/* A new form for each filter in force: its fields start from it, as the sheet did when opened. */}
        <form
          key={propertyFilterToParams(filter).toString()}
          method="get"
          action={paths.realEstate}
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-6"
        >
          <HiddenFilterFields filter={filter} shown={SHEET_FIELDS} />
          <LocationFields state={filter.state} town={filter.town} />
          <ChoiceGroup legend="Property type" name="type" value={filter.type} options={TYPE_OPTIONS} />
          <ChoiceGroup
            legend="Bedrooms"
            name="bedrooms"
            value={String(filter.bedrooms)}
            options={BEDROOM_CHOICES}
          />
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="mb-2 text-sm font-semibold text-ink">Price (USD)</legend>
            <PriceField
              name="minPrice"
              label="Min price (USD)"
              placeholder="No min"
              value={filter.minPrice}
            />
            <PriceField
              name="maxPrice"
              label="Max price (USD)"
              placeholder="No max"
              value={filter.maxPrice}
            />
          </fieldset>
          <div className="flex items-center gap-3 rounded-xl border border-line px-3 py-2">
            <input
              type="checkbox"
              id="titleVerified"
              name="titleVerified"
              value="1"
              defaultChecked={filter.titleVerified}
              className="size-6 shrink-0 accent-brand-700"
            />
            <Label htmlFor="titleVerified">Title verified by us only</Label>
          </div>
          <div className="flex gap-3">
            <Button type="button" variant="outline" className="flex-1" data-clears-form="">
              Clear
            </Button>
            <Button type="submit" className="flex-1">
              Show results
            </Button>
          </div>
        </form>
      </DialogSheet>
    </>
  );
}

interface PriceFieldProps {
  name: 'minPrice' | 'maxPrice';
  label: string;
  placeholder: string;
  value: number | undefined;
}

/** Whole dollars, typed as people write them ('250,000'): the page reads the digits (propertyFilterFromParams). */
function PriceField({ name, label, placeholder, value }: PriceFieldProps) {
  return (
    <FormField id={name} label={label}>
      <Input
        id={name}
        name={name}
        inputMode="numeric"
        placeholder={placeholder}
        defaultValue={value ? String(value) : ''}
      />
    </FormField>
  );
}

interface ChoiceGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

/** Native radios, which a form submits without React; the first option is the one that filters nothing. */
function ChoiceGroup({ legend, name, value, options }: ChoiceGroupProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => (
          <div key={option.value} className="flex items-center gap-2 rounded-xl border border-line px-3 py-2">
            <input
              type="radio"
              id={`${name}-${option.value}`}
              name={name}
              value={option.value}
              defaultChecked={option.value === value}
              data-empty-choice={index === 0 ? '' : undefined}
              className="size-6 shrink-0 accent-brand-700"
            />
            <Label htmlFor={`${name}-${option.value}`}>{option.label}</Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
