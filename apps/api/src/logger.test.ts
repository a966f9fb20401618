import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';

afterEach(() => vi.restoreAllMocks());

describe('the logger', () => {
  it('writes one JSON line per event, and nothing below its level', () => {
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const err = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const logger = createLogger('info');
    logger.debug('hidden');
    logger.info('shown', { status: 200 });
    logger.error('failed', { path: '/api/x' });
    expect(out).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(out.mock.calls[0]?.[0]))).toMatchObject({
      level: 'info',
      event: 'shown',
      status: 200,
    });
    expect(JSON.parse(String(err.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', event: 'failed' });
  });

  it('never writes passwords, keys or tokens, however deep', () => {
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    createLogger('debug').info('careful', {
      password: 'hunter2',
      device_key: 'k3y',
      nested: { playlist: { username: 'bob', passWord: 'p4ss' }, accessToken: 't0k' },
      list: [{ secret: 's3cr3t' }],
    });
    const line = String(out.mock.calls[0]?.[0]);
    for (const secret of ['hunter2', 'k3y', 'p4ss', 't0k', 's3cr3t']) expect(line).not.toContain(secret);
    expect(line).toContain('bob');
  });

  it('writes no e-mail address, in any field at any depth', () => {
    const out = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    createLogger('debug').info('request', {
      path: '/api/admin/users?filter={"q":"ana.lopez@example.es"}',
      nested: { error: { message: 'Key (email)=(Ana.Lopez+tv@example.es) already exists.' } },
    });
    const line = String(out.mock.calls[0]?.[0]);
    expect(line).not.toMatch(/ana\.lopez/i);
    expect(JSON.parse(line)).toMatchObject({
      path: '/api/admin/users?filter={"q":"[e-mail]"}',
      nested: { error: { message: 'Key (email)=([e-mail]) already exists.' } },
    });
  });
});
