import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffProfile } from '../../../../test/fixtures/profiles.ts';
import { http } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import type { components } from '../../../api/schema.d.ts';

type CliScript = components['schemas']['CliScript'];

const SCRIPTS: CliScript[] = [
  {
    name: 'adjust-balance',
    config: {
      description: "Adds one line to an account's ledger.",
      args: [
        { name: 'accountId', description: 'The account.' },
        { name: 'amountCents', description: 'Cents.' },
        { name: 'reason', description: 'Why.' },
      ],
      required: ['accountId', 'amountCents', 'reason'],
      flags: ['dryrun', 'commit'],
    },
  },
  {
    name: 'legacy-import-numbers',
    config: { description: 'Legacy: the old import.', args: [], required: [], flags: [] },
  },
];

/** A body that arrives in pieces, the next one only after the test lets it go. */
function pacedBody(pieces: string[]) {
  const encoder = new TextEncoder();
  let permits = 0;
  let wake: () => void = () => {};
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index > 0) {
        while (permits === 0) await new Promise<void>((resolve) => (wake = resolve));
        permits--;
      }
      if (index === pieces.length) return controller.close();
      controller.enqueue(encoder.encode(pieces[index++]));
    },
  });
  return {
    body,
    next: () => {
      permits++;
      wake();
    },
  };
}

function backend(runBody: () => ReadableStream<Uint8Array>, queries: URLSearchParams[]) {
  server.use(
    http.get('/api/admin/cli', ({ response }) => response(200).json({ data: SCRIPTS })),
    http.get('/api/admin/cli/{scriptName}', ({ request, response }) => {
      queries.push(new URL(request.url).searchParams);
      return response.untyped(
        new Response(runBody(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
      );
    }),
  );
}

describe('admin CLI (/admin/cli)', () => {
  it('lists the scripts with descriptions; a script without dryrun/commit says so and cannot be run', async () => {
    backend(() => new ReadableStream(), []);
    renderApp('/admin/cli', { profile: staffProfile() });
    const scripts = within(await screen.findByRole('group', { name: 'Script' }));
    expect(scripts.getAllByRole('radio')).toHaveLength(2);
    expect(scripts.getByText("Adds one line to an account's ledger.")).toBeTruthy();
    await userEvent.click(scripts.getByRole('radio', { name: /legacy-import-numbers/ }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Script cannot be run from this tool as it has no dryrun/commit option.',
    );
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs with the arguments and the ticked flag, streaming the output into the log until Finished', async () => {
    const queries: URLSearchParams[] = [];
    const paced = pacedBody(['Commit: adjust-balance\n', 'Did credit account 42 $5.00.\n', 'Finished.\n']);
    backend(() => paced.body, queries);
    const user = userEvent.setup();
    renderApp('/admin/cli', { profile: staffProfile() });
    await user.click(await screen.findByRole('radio', { name: /adjust-balance/ }));
    await user.type(screen.getByLabelText('accountId (required)'), '42');
    await user.type(screen.getByLabelText('amountCents (required)'), '-500');
    await user.type(screen.getByLabelText('reason (required)'), 'Goodwill');
    await user.click(screen.getByRole('checkbox', { name: 'dryrun' }));
    await user.click(screen.getByRole('checkbox', { name: 'commit' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const log = await screen.findByRole('log', { name: 'Output' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(log.textContent).toBe('Commit: adjust-balance\n'));
    expect(screen.getByRole('status').textContent).toBe('Running...');
    paced.next();
    await waitFor(() => expect(log.textContent).toContain('Did credit account 42 $5.00.'));
    expect(screen.getByRole('status').textContent).toBe('Running...');
    paced.next();
    paced.next();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Finished.'));
    expect(Object.fromEntries(queries[0]!)).toEqual({
      accountId: '42',
      amountCents: '-500',
      reason: 'Goodwill',
      commit: 'true',
    });
  });

  it('shows Failed when the run ends failed, and the server field messages on a 400', async () => {
    const queries: URLSearchParams[] = [];
    backend(
      () => new Response('Dry run: adjust-balance\nFailed: There is no account 9.\nFailed.\n').body!,
      queries,
    );
    const user = userEvent.setup();
    renderApp('/admin/cli', { profile: staffProfile() });
    await user.click(await screen.findByRole('radio', { name: /adjust-balance/ }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByText('accountId is required.')).toBeTruthy();
    expect(queries).toHaveLength(0);

    await user.type(screen.getByLabelText('accountId (required)'), '9');
    await user.type(screen.getByLabelText('amountCents (required)'), '100');
    await user.type(screen.getByLabelText('reason (required)'), 'test');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Failed.'));
    expect(screen.getByRole('log', { name: 'Output' }).textContent).toContain('There is no account 9.');

    server.use(
      http.get('/api/admin/cli/{scriptName}', ({ response }) =>
        response(400).json({
          name: 'ValidationError',
          code: 'admin.cli_invalid_args',
          message: 'amountCents cannot be 0.',
          errors: { amountCents: 'amountCents cannot be 0.' },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('amountCents cannot be 0.', { selector: '.field__error' })).toBeTruthy();
  });

  it('is linked from the admin home', async () => {
    backend(() => new ReadableStream(), []);
    renderApp('/admin', { profile: staffProfile() });
    const home = within(await screen.findByRole('list', { name: 'Admin screens' }));
    expect(home.getByRole('link', { name: 'CLI' }).getAttribute('href')).toBe('/admin/cli');
  });
});
