import type { components } from './generated/openapi.ts';

/** One entry of the audit log (`GET /api/admin/audit`, operators only): a write, who made it and from where. */
export type AuditEntry = components['schemas']['AuditEntry'];

/** The filters of `GET /api/admin/audit` (`filter={...}`): all optional, combined with AND. */
export interface AuditFilter {
  /** Part of the actor's e-mail address, or the actor's id. */
  actor?: string;
  action?: string;
  entity?: string;
  entity_id?: string;
  api_key_id?: string;
  /** ISO 8601 dates or times: entries from (inclusive) and until (exclusive of anything after). */
  from?: string;
  to?: string;
}
