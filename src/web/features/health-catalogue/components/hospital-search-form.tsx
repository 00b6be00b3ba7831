import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { HOSPITAL_TIERS, type HospitalSearch } from '@/domain/catalogue/hospitals';
import { LocationFields } from '@/web/components/forms/location-fields';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

/**
 * Name, state, town and tier as a GET form to the finder itself, so the filters are the URL and the form submits
 * where React does not run (the server then renders the results). Once hydrated, submitting moves to the same URL
 * in place. A plain form, not React Router's <Form>, which needs a data router the server's renderer has not.
 */
export function HospitalSearchForm({ search }: { search: HospitalSearch }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const query = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)]));
    void navigate(`${paths.healthcareHospitals}?${query.toString()}`, { preventScrollReset: true });
  };
  return (
    <form
      role="search"
      method="get"
      action={paths.healthcareHospitals}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 self-start rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <FormField id="hospital-name" label="Hospital name">
        <Input id="hospital-name" name="name" defaultValue={search.name ?? ''} autoComplete="off" />
      </FormField>
      <LocationFields state={search.state} town={search.town} />
      <FormField id="hospital-tier" label="Tier">
        <select
          id="hospital-tier"
          name="tier"
          defaultValue={search.tier ?? ''}
          className={cn(controlClasses, 'min-h-11 py-2')}
        >
          <option value="">Any tier</option>
          {HOSPITAL_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.healthcareHospitals}>Clear</Link>
        </Button>
      </div>
    </form>
  );
}
