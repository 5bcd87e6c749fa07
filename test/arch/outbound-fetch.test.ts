import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const ALLOWED = path.join('platform', 'outbound', 'outbound-fetch.ts');

describe('outbound HTTP', () => {
  it('goes through outboundFetch, which never follows redirects', async () => {
    const files = (await readdir(SRC, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== ALLOWED,
    );
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(SRC, file), 'utf8');
      if (/(^|[^.\w])fetch\(/m.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
