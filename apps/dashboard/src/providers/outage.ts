/**
 * While the API's database or Redis is out of reach it answers 503 with `Retry-After`: an outage to wait out,
 * never a reason to sign the person out. Reads are sent again after the wait it asks for.
 */

/** How many times a read is sent in all while the API answers 503. */
export const readAttempts = 4;

/** The wait a 503 asks for, in milliseconds: its `Retry-After` seconds, at most ten, one when it names none. */
export function retryDelayMs(retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  if (retryAfter === null || retryAfter.trim() === '' || !Number.isFinite(seconds) || seconds < 0)
    return 1000;
  return Math.min(seconds, 10) * 1000;
}
