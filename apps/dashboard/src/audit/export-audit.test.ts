import type { AuditEntry } from '@vela/api-client';
import { describe, expect, it } from 'vitest';
import { auditCsv } from './export-audit.ts';

const entry: AuditEntry = {
  id: '7d3f3f0e-8a0b-4a43-9d1e-0f4c3b2a1e00',
  action: 'ticket.create',
  entity: 'ticket',
  entity_id: 'f1',
  actor_id: 'a1',
  actor_email: 'ann@example.com',
  actor_deleted: false,
  api_key_id: null,
  api_key_prefix: null,
  api_key_name: null,
  before: null,
  after: { subject: '=HYPERLINK("http://evil.example")', status: 'open' },
  address: '203.0.113.4',
  created_at: '2026-11-24T02:00:00.000Z',
};

describe('auditCsv', () => {
  it('exports every column, the records as JSON, quoted where needed', () => {
    const [header, line] = auditCsv([entry]).split('\r\n');
    expect(header).toBe(
      'created_at,actor_email,actor_id,api_key_prefix,api_key_name,api_key_id,action,entity,entity_id,address,before,after,id',
    );
    expect(line).toBe(
      `2026-11-24T02:00:00.000Z,ann@example.com,a1,,,,ticket.create,ticket,f1,203.0.113.4,,"{""subject"":""=HYPERLINK(\\""http://evil.example\\"")"",""status"":""open""}",${entry.id}`,
    );
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    const [, line] = auditCsv([{ ...entry, actor_email: '=cmd|calc', after: null }]).split('\r\n');
    expect(line).toContain(",'=cmd|calc,");
  });
});
