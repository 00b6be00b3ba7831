import { calendarDateOf } from '../../../../domain/calendar-date';
import { searchAlertText } from '../../../../domain/property/search-alert';
import type { Db } from '../../../db/client';
import { announce, type MailOut } from '../../notifications';
import { ALERT_BATCH, findDueAlerts, recordAlert, type DueAlert } from './saved-searches.repo';
import { unsubscribePath } from './unsubscribe-token';

export interface AlertDeps extends MailOut {
  db: Db;
  /** unsubscribeKey(the server's secret). */
  unsubscribeKey: Buffer;
}

/**
 * The saved searches' daily alerts (docs/decisions/043) as of `now`: each search not yet alerted on this UTC day
 * that has listings first published since its last alert gets one in-app notification and one mail, in the
 * transaction that records the alert. Running it again the same day, or on two instances at once, sends nothing
 * more: the record is a compare-and-set on the search's day.
 */
export async function sendSearchAlerts(deps: AlertDeps, now: Date): Promise<{ sent: number }> {
  const today = calendarDateOf(now);
  let sent = 0;
  for (;;) {
    const batch = await findDueAlerts(deps.db, today, now);
    for (const alert of batch) if (await sendAlert(deps, alert, today, now)) sent++;
    // Each alert sent leaves the query's rows; one another instance sent first leaves them too.
    if (batch.length < ALERT_BATCH) return { sent };
  }
}

async function sendAlert(deps: AlertDeps, alert: DueAlert, today: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await recordAlert(tx, alert.id, today, now))) return false;
    const unsubscribeUrl = new URL(unsubscribePath(deps.unsubscribeKey, alert.id), deps.appUrl).toString();
    await announce(tx, alert.userId, searchAlertText(alert), deps, unsubscribeUrl);
    return true;
  });
}
