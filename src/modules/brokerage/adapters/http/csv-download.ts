import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';

/** CSV exports take every matching row, not a page. */
export const CSV_ROW_LIMIT = 10_000;

/** Whether the caller asked for the CSV variant of a list (`Accept: text/csv`). */
export const wantsCsvOf = (c: Context<AppEnv>) => (c.req.header('Accept') ?? '').includes('text/csv');

/** Answers `csv` as the download `{name}-{today}.csv` (spec 3 section 9 file names), never cached. */
export function csvDownload(c: Context<AppEnv>, name: string, clock: Clock, csv: string) {
  const date = clock.now().toISOString().slice(0, 10);
  return csvFile(c, `${name}-${date}.csv`, csv);
}

/** Answers `csv` as the download `fileName`, never cached. */
export function csvFile(c: Context<AppEnv>, fileName: string, csv: string) {
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
}

/** The query keys every broker list with a CSV variant reads: paging, $locale, $timeZone and `$sort[field]`. */
export function csvListParams(sortable: readonly string[]) {
  return {
    $skip: z.string().optional().openapi({ example: '0' }),
    $limit: z.string().optional().openapi({ example: '10' }),
    $locale: z.string().optional().openapi({ example: 'en-US' }),
    $timeZone: z.string().optional().openapi({ example: 'America/New_York' }),
    ...Object.fromEntries(sortable.map((field) => [`$sort[${field}]`, z.enum(['1', '-1']).optional()])),
  };
}
