import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, WEB_SESSION } from '../../../../platform/http/openapi-helpers.ts';

const staffOnly = 'Employees and admin users, signed in on the web site (no API tokens).';

const CliScript = z
  .object({
    name: z.string(),
    config: z.object({
      description: z.string(),
      args: z.array(z.object({ name: z.string(), description: z.string() })),
      required: z.array(z.string()).describe('The names of the arguments that must be given.'),
      flags: z
        .array(z.string())
        .describe('dryrun and commit for a runnable script; a script without both cannot be run here.'),
    }),
  })
  .openapi('CliScript', {
    example: {
      name: 'adjust-balance',
      config: {
        description:
          "Adds one line to an account's ledger: positive cents charge the account, negative cents credit it.",
        args: [
          { name: 'accountId', description: 'The account.' },
          { name: 'amountCents', description: 'Cents, e.g. 500 charges $5.00, -500 credits $5.00.' },
          { name: 'reason', description: 'Why (shown on the ledger line, 3-180 characters).' },
        ],
        required: ['accountId', 'amountCents', 'reason'],
        flags: ['dryrun', 'commit'],
      },
    },
  });

export const listCliScripts = createRoute({
  method: 'get',
  path: '/api/admin/cli',
  tags: ['Admin'],
  operationId: 'listCliScripts',
  security: WEB_SESSION,
  summary: 'The admin CLI scripts',
  description: `The allow-listed maintenance scripts (TypeScript tasks, never shell commands). ${staffOnly}`,
  responses: {
    200: jsonResponse(z.object({ data: z.array(CliScript) }).openapi('CliScriptList'), 'The scripts.'),
    ...errorResponses(401, 403),
  },
});

export const runCliScript = createRoute({
  method: 'get',
  path: '/api/admin/cli/{scriptName}',
  tags: ['Admin'],
  operationId: 'runCliScript',
  security: WEB_SESSION,
  summary: 'Run an admin CLI script',
  description:
    "Runs the script with its arguments as query parameters and exactly one of `dryrun=true` (says what it would do, changes nothing) or `commit=true` (does it; audited). The output streams as text/plain lines as they happen, ending with 'Finished.' or 'Failed.'. An unknown script answers 404; a script without a dryrun/commit option 400 'Script cannot be run from this tool as it has no dryrun/commit option.'; bad arguments 400 with a message per field, and nothing runs. " +
    staffOnly,
  request: {
    params: z.object({ scriptName: z.string().openapi({ example: 'adjust-balance' }) }),
    query: z.looseObject({
      dryrun: z.string().optional().openapi({ example: 'true' }),
      commit: z.string().optional().openapi({ example: 'false' }),
    }),
  },
  responses: {
    200: {
      description: 'The output, streamed line by line.',
      content: {
        'text/plain': {
          schema: z.string().openapi({
            example:
              'Dry run: adjust-balance {"accountId":42,"amountCents":-500,"reason":"Goodwill"}\nWould credit account 42 $5.00 (Goodwill): balance $12.00 -> $7.00.\nFinished.\n',
          }),
        },
      },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});
