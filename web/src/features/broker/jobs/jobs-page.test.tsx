import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile } from '../../../../test/fixtures/profiles.ts';
import { brokerageJob, brokerageJobHandlers } from '../../../../test/msw/brokerage-job-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const broker = () => adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' } });

describe('the Reports screen (/account/broker/tools/jobs)', () => {
  it('lists jobs with their counters; running jobs offer Refresh Status and Cancel, finished ones the reports', async () => {
    server.use(
      ...brokerageJobHandlers([
        brokerageJob(2, { status: 'processing', listCount: 3 }),
        brokerageJob(1, { status: 'completed', completeDate: '2026-11-28T12:05:00.000Z', errorCount: 2 }),
      ]),
    );
    renderApp('/account/broker/tools/jobs', { profile: broker() });

    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Jobs' }));
    const running = table.getByRole('link', { name: 'View job 2' }).closest('tr')!;
    const done = table.getByRole('link', { name: 'View job 1' }).closest('tr')!;
    expect(within(running).getByRole('button', { name: 'Refresh Status of job 2' })).toBeTruthy();
    expect(within(running).getByRole('button', { name: 'Cancel job 2' })).toBeTruthy();
    expect(within(running).queryByRole('link', { name: 'Report' })).toBeNull();
    expect(within(done).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(done).getByRole('link', { name: 'Report' }).getAttribute('href')).toBe(
      '/api/brokerage/jobReports/1',
    );
    expect(within(done).getByRole('link', { name: 'Error Report' }).getAttribute('href')).toBe(
      '/api/brokerage/jobReports/1?errorReport=true',
    );
  });

  it('cancels a running job and shows it cancelled, without Cancel', async () => {
    server.use(...brokerageJobHandlers([brokerageJob(5, { status: 'ready' })]));
    const { user } = renderApp('/account/broker/tools/jobs', { profile: broker() });

    await user.click(await screen.findByRole('button', { name: 'Cancel job 5' }));
    expect(callsTo('cancelBrokerageJob')).toEqual([{ id: '5', status: 'cancelled' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel job 5' })).toBeNull());
    expect(screen.getByText('cancelled')).toBeTruthy();
  });

  it('Refresh Status reads the job again', async () => {
    server.use(...brokerageJobHandlers([brokerageJob(6)]));
    const { user } = renderApp('/account/broker/tools/jobs', { profile: broker() });

    await user.click(await screen.findByRole('button', { name: 'Refresh Status of job 6' }));
    await waitFor(() => expect(callsTo('getBrokerageJob')).toEqual(['6']));
  });

  it('pre-filters by ?jobId= and says No jobs found when nothing matches', async () => {
    server.use(...brokerageJobHandlers([brokerageJob(7)]));
    renderApp('/account/broker/tools/jobs?jobId=8', { profile: broker() });

    expect(await screen.findByText('No jobs found')).toBeTruthy();
    expect(callsTo('listBrokerageJobs')).toContain('8');
  });
});

describe('the job view (/account/broker/tools/jobs/:id)', () => {
  it('shows the raw JSON and reads it again on Refresh', async () => {
    server.use(...brokerageJobHandlers([brokerageJob(9, { status: 'completed' })]));
    const { user } = renderApp('/account/broker/tools/jobs/9', { profile: broker() });

    const json = await screen.findByRole('region', { name: 'Job JSON' });
    expect(JSON.parse(json.textContent ?? '')).toMatchObject({ brokerageJobId: 9, status: 'completed' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo('viewBrokerageJob')).toEqual(['9', '9']));
  });
});
