import type { Context, MiddlewareHandler } from 'hono';
import { hashApiKey, isWellFormedApiKey } from '../../crypto/api-keys.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../http/client-address.ts';
import type { CallAudit, IntegrationCall, IntegrationVariables } from '../../http/integration-call.ts';
import { type IntegrationErrorCode, integrationError } from '../../http/integration-errors.ts';
import { rateLimited } from '../../http/limits.ts';
import { findApiKeyByHash, type PresentedKey, touchApiKey } from '../../store/api-keys.ts';
import { writeAudit } from '../../store/audit.ts';
import { businessRoles } from '../../store/reseller-scope.ts';

const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The gate of `/api/integration/v1/*`: `Authorization: Bearer <key>`. A missing, unknown, revoked or expired
 * key is 401 (a wrong key also counts against the caller's address, like a wrong device key, so keys cannot
 * be guessed at speed); a valid key is counted against its own limit (429 with Retry-After) and its owner
 * must still be a reseller or an operator (403 `not_a_reseller`) and not banned (403 `account_suspended`). Every call of a known key is audited with the key's id and
 * its owner as the actor, except those the rate limit refuses: a read after it is answered, a write in its
 * own transaction. The key itself never reaches a log or the database.
 */
export function apiKeyAuth(deps: AppDeps): MiddlewareHandler<{ Variables: IntegrationVariables }> {
  const { db } = deps.database;
  const auditCall = (c: Context, key: PresentedKey, entry: CallAudit, status: number) =>
    writeAudit(db, {
      actorId: key.ownerId,
      apiKeyId: key.id,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      after: { method: c.req.method, path: c.req.path, status, ...entry.after },
      address: clientAddress(c, deps.env),
    });
  const unauthorized = (c: Context, code: IntegrationErrorCode) => {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json(integrationError(code), 401);
  };

  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) return unauthorized(c, 'api_key_missing');
    const presented = bearer.exec(header)?.[1] ?? '';
    const now = deps.now();
    const key = isWellFormedApiKey(presented)
      ? await findApiKeyByHash(db, hashApiKey(presented), now)
      : undefined;
    if (key?.status !== 'active') {
      const wait = await deps.limits.keyFailure(c);
      if (wait) return rateLimited(c, wait);
      const code = !key
        ? 'api_key_invalid'
        : key.status === 'revoked'
          ? 'api_key_revoked'
          : 'api_key_expired';
      if (key) {
        await auditCall(
          c,
          key,
          { action: 'integration.refused', entity: 'api_key', entityId: key.id, after: { code } },
          401,
        );
      }
      return unauthorized(c, code);
    }
    const wait = await deps.limits.apiKey(key.id);
    if (wait) return rateLimited(c, wait);
    await touchApiKey(db, key, now);
    // A ban and a demotion revoke the account's keys in their transaction; the owner is checked again here,
    // so that a key nothing revoked (made in a race, or an account changed by hand) is refused all the same.
    const refusal: IntegrationErrorCode | null = key.ownerBanned
      ? 'account_suspended'
      : businessRoles.includes(key.ownerRole)
        ? null
        : 'not_a_reseller';
    if (refusal) {
      await auditCall(
        c,
        key,
        { action: 'integration.refused', entity: 'api_key', entityId: key.id, after: { code: refusal } },
        403,
      );
      return c.json(integrationError(refusal), 403);
    }
    const call: IntegrationCall = {
      caller: { keyId: key.id, ownerId: key.ownerId },
      audit: null,
      audited: false,
    };
    c.set('call', call);
    await next();
    if (call.audited) return;
    await auditCall(
      c,
      key,
      call.audit ?? { action: 'integration.request', entity: 'api_key', entityId: key.id },
      c.res.status,
    );
  };
}
