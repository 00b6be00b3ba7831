import { calendarDateOf } from '../domain/calendar-date';
import type { TestClient } from './test-client';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '29-Nov-2026', as GTBank's export writes a date (today's unless given). */
export function gtbankDate(day = calendarDateOf(new Date())): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** '1,250,000.00' from minor units. */
export function nairaText(minor: number): string {
  const whole = Math.floor(minor / 100).toLocaleString('en-US');
  return `"${whole}.${String(minor % 100).padStart(2, '0')}"`;
}

export interface TestCredit {
  amountMinor: number;
  remarks: string;
  day?: string;
}

/** A GTBank CSV export (its preset's columns) with these credits and one debit, as the bank lays it out. */
export function gtbankStatement(credits: readonly TestCredit[]): string {
  const lines = [
    'Account Name,DIASPORA HUB LTD',
    'Account Number,0123456789',
    '',
    'Trans. Date,Value. Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks',
    `${gtbankDate()},${gtbankDate()},,"1,000.00",,,HEAD OFFICE,SMS ALERT CHARGES`,
    ...credits.map(
      (credit) =>
        `${gtbankDate(credit.day)},${gtbankDate(credit.day)},,,${nairaText(credit.amountMinor)},,LAGOS,"${credit.remarks}"`,
    ),
  ];
  return lines.join('\r\n');
}

/** Uploads a GTBank statement through the console's API; returns the response. */
export function uploadGtbank(admin: TestClient, credits: readonly TestCredit[], fileName = 'statement.csv') {
  return admin.postJson('/api/admin/reconciliation/statements', {
    format: 'csv',
    preset: 'gtbank',
    account: '0123456789',
    currency: 'NGN',
    fileName,
    content: gtbankStatement(credits),
  });
}
