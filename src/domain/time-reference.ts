/**
 * A short reference made of a prefix and the moment in uppercase base 36 ('DH…', 'PA…', 'FA…'), as the spec's
 * confirmation numbers are. `attempt` moves past one already taken by something made in the same millisecond.
 */
export function timeReference(prefix: string, at: Date, attempt = 0): string {
  return `${prefix}${(at.getTime() + attempt).toString(36).toUpperCase()}`;
}
