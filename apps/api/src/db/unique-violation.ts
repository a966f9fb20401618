/** Whether a failed statement broke a unique index (PostgreSQL's code 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as Error).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
