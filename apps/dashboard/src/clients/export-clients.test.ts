import type { AdminClient } from '@vela/api-client';
import { describe, expect, it } from 'vitest';
import { clientsCsv } from './export-clients.ts';

describe('the clients export', () => {
  it('writes the listed columns with the hosts in one cell, defusing formulas', () => {
    const client: AdminClient = {
      id: 'A2:B1:C2:D3:E4:02',
      device_id: 'A2:B1:C2:D3:E4:02',
      licence_state: 'trial',
      license_expiry: '2026-01-09T03:04:05.000Z',
      last_seen: null,
      playlists: 2,
      hosts: ['http://line.example.com:8080', '=cmd|calc'],
    };
    expect(clientsCsv([client]).split('\r\n')).toEqual([
      'device_id,licence_state,license_expiry,last_seen,playlists,hosts',
      'A2:B1:C2:D3:E4:02,trial,2026-01-09T03:04:05.000Z,,2,http://line.example.com:8080 =cmd|calc',
    ]);
    expect(clientsCsv([{ ...client, hosts: ['=cmd|calc'] }])).toContain(",'=cmd|calc");
  });
});
