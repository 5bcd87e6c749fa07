import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { sendError } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json(\s*;|$)/i;
const MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/**
 * PostgreSQL cannot store U+0000 in text, nor an unpaired surrogate (`"\ud800"`) in jsonb, so either would
 * fail in a query as a 500. Refused once here, for the path, every query key and value and every JSON string
 * (keys too). Query strings cannot carry a lone surrogate: URL decoding turns one into U+FFFD.
 */
export function refuseNulCharacters(options: { exemptPrefixes: string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let field: string | undefined;
    if (/%00/i.test(url.pathname)) field = 'path';
    for (const [key, value] of url.searchParams) {
      if (field) break;
      if (key.includes('\0') || value.includes('\0')) field = key.replaceAll('\0', '\\0');
    }
    if (
      !field &&
      UNSAFE_METHODS.has(c.req.method) &&
      JSON_TYPE.test(c.req.header('content-type') ?? '') &&
      !options.exemptPrefixes.some((prefix) => url.pathname.startsWith(prefix))
    ) {
      // Read as text (cached by Hono), so the validator parses the same bytes after us.
      field = nulFieldIn(parseOrUndefined(await c.req.text()));
    }
    if (field !== undefined) {
      return sendError(c, 400, `Invalid request: ${field} ${MESSAGE}.`, 'validation.nul_character', {
        [field]: MESSAGE,
      });
    }
    await next();
  };
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // the route's validator answers malformed JSON
  }
}

/** The dotted path of the first string holding a NUL, key or value; iterative, as bodies nest deep. */
export function nulFieldIn(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (!isStorable(current)) return path || '_';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorable(key)) return childPath.replaceAll('\0', '\\0');
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

const isStorable = (text: string) => !text.includes('\0') && text.isWellFormed();
