/** One entry of the audit log (`GET /api/admin/audit`, operators only): a write, who made it and from where. */
export interface AuditEntry {
  id: string;
  /** `resource.verb`, e.g. `device.claim`, `playlist.update`. */
  action: string;
  /** The kind of record changed and its id. */
  entity: string;
  entity_id: string | null;
  /** The person who acted (the key's owner for an API key); null once their account is deleted. */
  actor_id: string | null;
  actor_email: string | null;
  /** The actor's account was deleted (decision 39): shown as a deleted account, not as the service. */
  actor_deleted: boolean;
  /** The API key the change came through, if any, with its visible beginning and name. */
  api_key_id: string | null;
  api_key_prefix: string | null;
  api_key_name: string | null;
  /** The record before and after the change, without secrets; null for a creation or a deletion. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The client's address; null for changes made outside a request and for entries older than the address. */
  address: string | null;
  created_at: string;
}

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
