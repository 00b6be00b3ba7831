import { NOT_STATED } from '../compare-rows';

/** What a list shows when the plan does not say. */
export function NotStated() {
  return <p className="text-sm text-ink-muted">{NOT_STATED}</p>;
}
