import { z } from 'zod';
import { optionalQueryText as optionalText } from '../accounts/text-field';
import { locationProblem, LOCATION_FILTER_MESSAGES } from '../property/property';
import { NIGERIAN_STATES } from '../property/nigerian-locations';
import { ALL_PLANS, planFullName } from './catalogue';

/**
 * Every hospital of every plan, once, with the plans that cover it and at which tier: what the hospital finder
 * searches (issue 15, point 1). The catalogue in code is the source; the server keeps a copy in the database
 * for the indexed search (docs/decisions/040-hospital-finder.md).
 */
export interface HospitalPlanCover {
  planId: string;
  /** The plan with its provider, e.g. 'Venus Medicare Zenith'. */
  planName: string;
  tier: string;
}

export interface HospitalEntry {
  id: string;
  name: string;
  location: string;
  state: string | null;
  town: string;
  country: string;
  serviceType: string | null;
  /** True while the plans' lists are our invented samples (hospitalListIsSample). */
  sample: boolean;
  plans: HospitalPlanCover[];
}

/** A stable id from the name: 'Crown Point Hospital' → 'crown-point-hospital'. */
export function hospitalId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildDirectory(): HospitalEntry[] {
  const byId = new Map<string, HospitalEntry>();
  for (const plan of ALL_PLANS) {
    for (const { tier, hospitals } of plan.hospitalNetwork) {
      for (const hospital of hospitals) {
        const id = hospitalId(hospital.name);
        const entry = byId.get(id) ?? {
          id,
          name: hospital.name,
          location: hospital.location,
          state: hospital.state,
          town: hospital.town,
          country: hospital.country,
          serviceType: hospital.serviceType ?? null,
          sample: false,
          plans: [],
        };
        entry.sample ||= plan.hospitalListIsSample;
        entry.plans.push({ planId: plan.id, planName: planFullName(plan), tier });
        byId.set(id, entry);
      }
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export const HOSPITAL_DIRECTORY: readonly HospitalEntry[] = buildDirectory();

const BY_ID = new Map(HOSPITAL_DIRECTORY.map((entry) => [entry.id, entry]));

export function findHospital(id: string | null | undefined): HospitalEntry | undefined {
  return id ? BY_ID.get(id) : undefined;
}

/** The tiers in the catalogue, numbered tiers first: what the tier filter offers. */
export const HOSPITAL_TIERS: readonly [string, ...string[]] = (() => {
  const tiers = [...new Set(HOSPITAL_DIRECTORY.flatMap((entry) => entry.plans.map((cover) => cover.tier)))];
  const numbered = tiers.filter((tier) => tier.startsWith('Tier ')).sort();
  const named = tiers.filter((tier) => !tier.startsWith('Tier ')).sort();
  return [...numbered, ...named] as [string, ...string[]];
})();

export const HOSPITAL_SEARCH_MESSAGES = {
  name: 'Enter at most 60 characters of the hospital name',
  tier: 'Choose a tier from the list',
  hospital: 'Choose a hospital from the hospital finder',
  ...LOCATION_FILTER_MESSAGES,
} as const;

/** The finder's filters, as the URL and `GET /api/hospitals` carry them. */
export const HospitalSearchSchema = z
  .object({
    /** Part of the name, any case: 'crown', 'specialist hosp'. */
    name: optionalText.pipe(z.string().max(60, HOSPITAL_SEARCH_MESSAGES.name).optional()),
    state: optionalText.pipe(z.enum(NIGERIAN_STATES, HOSPITAL_SEARCH_MESSAGES.state).optional()),
    town: optionalText.pipe(z.string().max(60, HOSPITAL_SEARCH_MESSAGES.town).optional()),
    tier: optionalText.pipe(z.enum(HOSPITAL_TIERS, HOSPITAL_SEARCH_MESSAGES.tier).optional()),
  })
  .superRefine((search, ctx) => {
    const problem = locationProblem(search.state, search.town);
    if (problem) ctx.addIssue({ code: 'custom', path: ['town'], message: problem });
  });
export type HospitalSearch = z.output<typeof HospitalSearchSchema>;

export const HospitalViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    location: z.string(),
    state: z.string().nullable(),
    town: z.string(),
    country: z.string(),
    serviceType: z.string().nullable(),
    sample: z.boolean(),
    plans: z.array(z.object({ planId: z.string(), planName: z.string(), tier: z.string() })),
  })
  .meta({ id: 'Hospital' });
export type HospitalView = z.infer<typeof HospitalViewSchema>;

/** At most this many hospitals an answer: every hospital of today's catalogue fits; a bigger list is narrowed. */
export const MAX_HOSPITAL_RESULTS = 100;

export const HospitalResultsViewSchema = z
  .object({
    hospitals: z.array(HospitalViewSchema),
    /** More hospitals match than the answer holds (MAX_HOSPITAL_RESULTS). */
    truncated: z.boolean(),
  })
  .meta({ id: 'HospitalResults' });
export type HospitalResultsView = z.infer<typeof HospitalResultsViewSchema>;

/** The filters a page URL holds, as text: a town left from another state is dropped, unknown values ignored. */
export function hospitalSearchFromParams(params: URLSearchParams): HospitalSearch {
  const input = Object.fromEntries(
    (['name', 'state', 'town', 'tier'] as const).map((key) => [key, params.get(key) ?? undefined]),
  );
  if (locationProblem(input.state, input.town)) delete input.town;
  const parsed = HospitalSearchSchema.safeParse(input);
  return parsed.success ? parsed.data : {};
}

export function hospitalSearchToParams(search: HospitalSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['name', 'state', 'town', 'tier'] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The compare page's URL for the plans that cover a hospital. */
export function comparePlansHref(hospital: Pick<HospitalEntry, 'plans'>): string {
  return `/healthcare/compare?plans=${hospital.plans.map((cover) => cover.planId).join(',')}`;
}
