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
