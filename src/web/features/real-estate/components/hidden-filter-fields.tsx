import { propertyFilterToParams, type PropertyUrlFilter } from '@/domain/property/property';

/**
 * The filters in force that a form does not show, as hidden fields: submitted without React (a GET to the page),
 * the form keeps them, as the app's own submit does.
 */
export function HiddenFilterFields({ filter, shown }: { filter: PropertyUrlFilter; shown: string[] }) {
  return [...propertyFilterToParams(filter)]
    .filter(([name]) => !shown.includes(name))
    .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/** The filter a submitted form holds, read as the page reads its URL. */
export function filterOfForm(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams(
    [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}
