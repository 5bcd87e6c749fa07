import { queryOptions } from '@tanstack/react-query';
import { createApiClient, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';

export type CliScript = components['schemas']['CliScript'];

/** The flags a script needs to be run from the screen (spec 3 section 8). */
export const RUN_FLAGS = ['dryrun', 'commit'] as const;
export const NO_DRYRUN_COMMIT_MESSAGE =
  'Script cannot be run from this tool as it has no dryrun/commit option.';

export const isRunnable = (script: CliScript) =>
  RUN_FLAGS.every((flag) => script.config.flags.includes(flag));

/** A run may stream for minutes: its own client without the 30 s request timeout (10 minutes instead). */
const runClient = createApiClient({ timeoutMs: 10 * 60_000 });

export function cliScriptsQuery() {
  return queryOptions({
    queryKey: ['admin-cli-scripts'],
    queryFn: async ({ signal }) => (await unwrap(runClient.GET('/api/admin/cli', { signal }))).data,
    meta: { errorShownInline: true },
  });
}

/**
 * GET /api/admin/cli/{scriptName}?{arg}={value}&dryrun|commit=true, handing each decoded piece of the streamed
 * text to `onText` as it arrives. Refusals (400, 404) throw ApiError before any output.
 */
export async function runCliScript(
  scriptName: string,
  query: Record<string, string>,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const body = await unwrap(
    runClient.GET('/api/admin/cli/{scriptName}', {
      params: { path: { scriptName }, query },
      parseAs: 'stream',
      ...(signal ? { signal } : {}),
    }),
  );
  if (!body) return;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onText(decoder.decode(value, { stream: true }));
  }
  const rest = decoder.decode();
  if (rest) onText(rest);
}
