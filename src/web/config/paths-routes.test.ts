import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { paths } from './paths';

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page pattern of the route table, layouts flattened (their children's paths are whole). */
function patternsOf(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? ['/'] : entry.path ? [`/${entry.path}`] : []),
    ...patternsOf(entry.children ?? []),
  ]);
}

const patterns = patternsOf(routes as RouteEntry[]).filter((pattern) => pattern !== '/*');

type Paths = typeof paths;
type BuilderName = { [K in keyof Paths]: Paths[K] extends string ? never : K }[keyof Paths];
/** The relative's page and a card's cover check: the server serves them, outside the app's table. */
type ServerPage = 'invitation' | 'cardCheck';

/** One path from every builder: a new builder fails typecheck here until it has a sample. */
const built: Record<Exclude<BuilderName, ServerPage>, string> = {
  order: paths.order('o-1'),
  orderCards: paths.orderCards('o-1'),
  application: paths.application('funeral', 'a-1'),
  healthcareCompare: paths.healthcareCompare(['super', 'zenith'], [70]),
  healthcarePlan: paths.healthcarePlan('zenith'),
  healthcareCompareForHospital: paths.healthcareCompareForHospital('h-1', ['zenith']),
  beneficiary: paths.beneficiary('zenith'),
  payer: paths.payer('zenith'),
  summary: paths.summary('zenith'),
  success: paths.success('o-1'),
  payment: paths.payment('o-1'),
  renew: paths.renew('o-1'),
  property: paths.property('p-1'),
  funeralApplyPlan: paths.funeralApplyPlan('f-1'),
  adminOrder: paths.adminOrder('o-1'),
  adminProperty: paths.adminProperty('p-1'),
  adminClaim: paths.adminClaim('c-1'),
  adminApplication: paths.adminApplication('property', 'a-1'),
  adminSupportRequest: paths.adminSupportRequest('s-1'),
  partnerOrganisation: paths.partnerOrganisation('p-1'),
  partnerInvitation: paths.partnerInvitation('t-1'),
  partnerRealtyApplications: paths.partnerRealtyApplications('p-1'),
  partnerRealtyApplication: paths.partnerRealtyApplication('p-1', 'a-1'),
  partnerRealtyViewings: paths.partnerRealtyViewings('p-1'),
  partnerRealtyTitlePacks: paths.partnerRealtyTitlePacks('p-1'),
  partnerClaims: paths.partnerClaims('p-1'),
  partnerClaim: paths.partnerClaim('p-1', 'c-1'),
  partnerEnrolments: paths.partnerEnrolments('p-1'),
  partnerApiKeys: paths.partnerApiKeys('p-1'),
  partnerWebhooks: paths.partnerWebhooks('p-1'),
};
const fixed = Object.entries(paths).flatMap(([name, value]): [string, string][] =>
  typeof value === 'string' ? [[name, value]] : [],
);

describe('the path builder (src/web/config/paths.ts), which every link and browser test uses', () => {
  it.each([...fixed, ...Object.entries(built)])('builds %s (%s) as a page of the route table', (_, path) => {
    const { pathname } = new URL(path, 'http://x.invalid');
    expect(patterns.some((pattern) => matchPath(pattern, pathname))).toBe(true);
  });

  it('reads the route table, so a path outside it fails', () => {
    expect(patterns).toContain('/profile/orders/:id');
    expect(patterns.some((pattern) => matchPath(pattern, '/profile/nothing/o-1'))).toBe(false);
  });
});
