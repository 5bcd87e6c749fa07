import type { OpenAPIHono } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireStaff } from '../../../../platform/http/guards.ts';
import type { makeRunCliScript } from '../../app/run-cli-script.ts';
import type { CliScriptInfo } from '../../domain/cli-script.ts';
import { listCliScripts, runCliScript } from './cli.contract.ts';

export interface CliRouteDeps {
  list(): CliScriptInfo[];
  runner: ReturnType<typeof makeRunCliScript>;
}

export function mountCliRoutes(app: OpenAPIHono<AppEnv>, deps: CliRouteDeps) {
  app.openapi(listCliScripts, (c) => {
    requireStaff(c);
    return c.json({ data: deps.list() }, 200);
  });

  app.openapi(runCliScript, (c) => {
    const staff = requireStaff(c);
    // Checked before the first byte: refusals are ordinary JSON errors and nothing runs.
    const prepared = deps.runner.prepare(c.req.valid('param').scriptName, c.req.query(), staff.userId);
    c.header('Content-Type', 'text/plain; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return stream(c, async (out) => {
      // A closed page does not stop a started run: it finishes (and a commit is audited) unheard.
      await deps.runner.run(prepared, async (line) => {
        if (out.aborted || out.closed) return;
        await out.write(`${line}\n`).catch(() => undefined);
      });
    }) as never;
  });
}
