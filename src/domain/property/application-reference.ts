import { timeReference } from '../time-reference';

/** 'PA' followed by the application time in uppercase base 36, like order numbers; `attempt` moves past a taken one. */
export function applicationReference(at: Date, attempt = 0): string {
  return timeReference('PA', at, attempt);
}
