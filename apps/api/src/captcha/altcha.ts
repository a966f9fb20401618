import { type Challenge, createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { RateLimitStore } from '../http/rate-limit.ts';

const algorithm = 'PBKDF2/SHA-256';
const lifetimeMs = 10 * 60 * 1000;

export interface Altcha {
  challenge(): Promise<Challenge>;
  /** True once for a solved, signed, unexpired challenge: a solution is refused the second time. */
  verify(payload: string | undefined | null): Promise<boolean>;
}

function parsePayload(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    return typeof payload === 'object' && payload?.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA proof of work (protocol v2): the browser spends a moment of computation instead of the
 * person solving a puzzle. Used solutions are remembered in the shared rate-limit store until they expire,
 * so a solution is good for one request on any instance.
 */
export function createAltcha({
  hmacKey,
  cost,
  usedStore,
}: {
  hmacKey: string;
  cost: number;
  usedStore: RateLimitStore;
}): Altcha {
  return {
    challenge: () =>
      createChallenge({
        algorithm,
        cost,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: new Date(Date.now() + lifetimeMs),
      }),
    async verify(encoded) {
      if (!encoded || encoded.length > 10_000) return false;
      const payload = parsePayload(encoded);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      }).catch(() => null);
      if (!result?.verified) return false;
      // A limit of one: the first use is kept, every later one refused.
      const hit = await usedStore.hit(`altcha-used:${payload.challenge.parameters.nonce}`, lifetimeMs, 1);
      return hit.count === 1;
    },
  };
}
