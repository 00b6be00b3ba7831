/**
 * The server's renderer for a visitor's /funeral-insurance (decision 027): the plans as the browser renders them
 * once its query holds them. Built by Vite into its own module (scripts/build-page-renderers.ts), which the server
 * loads at start; the server itself never imports the web app.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FuneralPlanView } from '@/domain/funeral/funeral-plan';
import { paths } from '@/web/config/paths';
import { renderWithQueryData } from '@/web/lib/render-with-query-data';
import { getFuneralPlansQueryOptions } from '../api/funeral-plans';
import { FUNERAL_PLANS_SLOT, FuneralPlanList } from '../components/funeral-plan-list';

export { FUNERAL_PLANS_SLOT as LIST_SLOT };

/** What takes the place of the prerendered plans' loading state in the page's body. */
export function renderList(plans: FuneralPlanView[]): string {
  const seed = (queryClient: QueryClient) =>
    queryClient.setQueryData(getFuneralPlansQueryOptions().queryKey, plans);
  return renderWithQueryData(paths.funeralInsurance, seed, <FuneralPlanList />);
}
