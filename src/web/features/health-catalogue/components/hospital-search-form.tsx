import { Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { HOSPITAL_TIERS, type HospitalSearch } from '@/domain/catalogue/hospitals';
import { LocationFields } from '@/web/components/forms/location-fields';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { controlClasses, Input } from '@/web/components/ui/input';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';

/**
 * Name, state, town and tier as a GET form to the finder itself, so the filters are the URL and the form submits
 * where React does not run. React Router's Form keeps a hydrated page in place while it searches.
 */
export function HospitalSearchForm({ search }: { search: HospitalSearch }) {
  return (
    <Form
      role="search"
      method="get"
      action={paths.healthcareHospitals}
      noValidate
      preventScrollReset
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
    </Form>
  );
}
