let sequence = 0;

/** A word no other test (nor another run on this database) uses, to find this test's rows among everyone's. */
export function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
}

/** An idempotency key (or any other key) no other order or application of the run uses. */
export function uniqueKey(prefix: string): string {
  return `${prefix}-${unique()}`;
}

/** A Nigerian mobile number ('803' and seven digits) no other test of the run texts, so its messages are its own. */
export function uniqueMobile(): string {
  sequence += 1;
  const digits = (Date.now() * 100 + sequence + process.pid * 7) % 10_000_000;
  return `803${String(digits).padStart(7, '0')}`;
}
