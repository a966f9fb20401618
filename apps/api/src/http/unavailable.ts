import type { ErrorBody } from '@vela/api-client';
import type { Context } from 'hono';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/database.ts';
import { errorTexts } from './error-text.ts';

/** A store the request needs (Redis or PostgreSQL) that could not be reached. */
export type Dependency = 'redis' | 'database';

/** How long a client is asked to wait before trying again while a dependency is unreachable. */
export const retryAfterSeconds = 5;

/** Thrown where a call to Redis failed: whatever the command, the request cannot be answered without it. */
export class DependencyUnavailableError extends Error {
  override readonly name = 'DependencyUnavailableError';
  constructor(
    readonly dependency: Dependency,
    options?: { cause?: unknown },
  ) {
    super(`${dependency} is unreachable`, options);
  }
}

// Errors of the socket or the driver that mean the server was not reached, or went away mid-query.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is closed',
];

/**
 * Whether an error (or one it was caused by) says PostgreSQL or Redis could not be reached: socket errors,
 * PostgreSQL's connection exceptions (class 08), its shutdown and start-up refusals (57P01-57P03) and too
 * many connections (53300), and the drivers' own words for a lost connection.
 */
export function unavailableDependency(error: unknown, depth = 0): Dependency | null {
  if (depth > 8 || typeof error !== 'object' || error === null) return null;
  if (error instanceof DependencyUnavailableError) return error.dependency;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (socketCodes.has(code)) return 'database';
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return 'database';
  }
  if (typeof message === 'string' && driverMessages.some((text) => message.includes(text))) return 'database';
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = unavailableDependency(inner, depth + 1);
      if (found) return found;
    }
  }
  return cause === undefined ? null : unavailableDependency(cause, depth + 1);
}

/** The answer while a dependency is unreachable: 503 with `Retry-After`, never a sign-out or a 500. */
export function serviceUnavailable(c: Context) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error: errorTexts.unavailable, code: 'unavailable' } satisfies ErrorBody, 503);
}

export interface DependencyCheck {
  /** Which dependency cannot be reached right now, if any: asked after a failure whose cause is hidden. */
  unreachable(): Promise<Dependency | null>;
}

/**
 * Finds out after the fact why a request failed when a library (better-auth) turned the cause into a 500 of
 * its own: Redis by its client's state, PostgreSQL by a `select 1`.
 */
export function dependencyCheck(database: DatabaseHandle, redis: Redis | null): DependencyCheck {
  return {
    async unreachable() {
      if (redis && redis.status !== 'ready') return 'redis';
      try {
        await database.query({ name: 'dependency_check', text: 'select 1', values: [] });
        return null;
      } catch {
        return 'database';
      }
    },
  };
}
