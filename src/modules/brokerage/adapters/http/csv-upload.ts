import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { JOB_MESSAGES } from '../../../../shared/brokerage-job-rules.ts';
import { ValidationError } from '../../../../shared/domain-error.ts';

/** The form field the Listings screen sends the file in (spec 3 section 7). */
export const CSV_FIELD = 'files';

/**
 * Hands the uploaded CSV file of a multipart request to `handle` as a stream, never holding the file in
 * memory: busboy parses the body as it arrives and pauses while `handle` is busy. Anything but multipart
 * with a text/csv file in `files` is refused (415); the rest of the body is drained when `handle` fails
 * early, so the client gets the error instead of a hung upload.
 */
export function readCsvUpload<T>(
  c: Context<AppEnv>,
  handle: (file: { fileName: string; stream: Readable }) => Promise<T>,
): Promise<T> {
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data/i.test(contentType) || !body)
    throw new HTTPException(415, { message: JOB_MESSAGES.notCsv });
  return new Promise<T>((resolve, reject) => {
    let result: Promise<T> | undefined;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1 } });
    } catch {
      reject(new ValidationError('brokerage.csv_missing', JOB_MESSAGES.noFile));
      return;
    }
    parser.on('file', (name, stream, info) => {
      if (name !== CSV_FIELD || result) {
        stream.resume();
        return;
      }
      if (!/^text\/csv$/i.test(info.mimeType)) {
        stream.resume();
        reject(new HTTPException(415, { message: JOB_MESSAGES.notCsv }));
        return;
      }
      result = handle({ fileName: info.filename ?? 'upload.csv', stream });
      result.catch(() => stream.resume());
    });
    parser.on('close', () => {
      if (!result) reject(new ValidationError('brokerage.csv_missing', JOB_MESSAGES.noFile));
      else result.then(resolve, reject);
    });
    parser.on('error', (error) => reject(new ValidationError('brokerage.csv_unreadable', String(error))));
    Readable.fromWeb(body as unknown as NodeWebStream).pipe(parser);
  });
}
