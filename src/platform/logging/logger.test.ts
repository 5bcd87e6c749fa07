import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

describe('structured logs', () => {
  it('never write passwords, tokens, codes or auth headers', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        body: { password: 'Secret1', token: 'abc', mfaCode: '123456' },
        req: { headers: { authorization: 'Bearer live', cookie: 'ny_session=xyz' } },
      },
      'request',
    );
    const line = lines.join('');
    for (const secret of ['Secret1', '"abc"', '123456', 'Bearer live', 'ny_session=xyz'])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it('write one JSON object per line', () => {
    const { logger, lines } = capture();
    logger.info({ path: '/api/health', status: 200 }, 'request');
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'request', path: '/api/health', status: 200 });
  });
});
