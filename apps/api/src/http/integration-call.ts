import type { AuditAction } from '../domain/audit-actions.ts';
import type { IntegrationCaller } from '../store/integration.ts';

/** What a call records in the audit log once it is answered. */
export interface CallAudit {
  action: AuditAction;
  entity: string;
  entityId: string | null;
  after?: Record<string, unknown>;
}

/** One call of a valid key: who makes it, and how it is to be audited. */
export interface IntegrationCall {
  caller: IntegrationCaller;
  /** Set by a read handler to describe itself; a generic entry is written otherwise. */
  audit: CallAudit | null;
  /** Set by a write handler that wrote its entry in the transaction of its change. */
  audited: boolean;
}

/** The request variable `apiKeyAuth` sets for the integration API (and the request log reads). */
export type IntegrationVariables = { call: IntegrationCall };
