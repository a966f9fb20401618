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
});
