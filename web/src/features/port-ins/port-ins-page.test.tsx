import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { http } from '../../../test/msw/backend.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { PortIn, PortInDetail } from './port-ins-api.ts';

function order(overrides: Partial<PortIn> = {}): PortIn {
  return {
    id: 12,
    tn: '+18022340100',
    formattedTn: '(802) 234-0100',
    status: 'submitted',
    planId: 3,
    billingPeriod: 1,
    focDate: null,
    rejectCode: null,
    rejectReason: null,
    billing: { firstName: 'Ada', lastName: 'Admin', account_number: 'REJECT', zip: '05401' },
    hasPin: true,
    parked: false,
    createDate: '2026-11-24T12:00:00.000Z',
    completeDate: null,
    ...overrides,
  };
}

const rejected = order({
  id: 13,
  tn: '+18022340101',
  formattedTn: '(802) 234-0101',
  status: 'rejected',
  rejectCode: '6P',
  rejectReason: 'The account number does not match.',
});

function detailOf(base: PortIn): PortInDetail {
  return {
    ...base,
    timeline: [
      { kind: 'created', at: '2026-11-24T12:00:00.000Z', text: 'Port-in order placed.' },
      { kind: 'submitted', at: '2026-11-24T12:05:00.000Z', text: 'Submitted to the current carrier.' },
      ...(base.status === 'rejected'
        ? [
            {
              kind: 'rejected' as const,
              at: '2026-11-24T13:05:00.000Z',
              text: 'Rejected by the carrier (6P).',
            },
          ]
        : []),
    ],
  };
}

/** A fake of the port-in routes: two orders, the second rejected; PATCH bodies are recorded. */
function fakePortIns(orders: PortIn[] = [order(), { ...rejected }]) {
  const patched: unknown[] = [];
  server.use(
    http.get('/api/accounts/port-ins', ({ response }) =>
      response(200).json({ data: orders, total: orders.length, limit: 100, skip: 0 }),
    ),
    http.get('/api/accounts/port-ins/{id}', ({ params, response }) => {
      const found = orders.find((each) => each.id === Number(params.id));
      if (!found) return response(404).json({ name: 'NotFound', code: 'x', message: 'Port-in not found.' });
      return response(200).json(detailOf(found));
    }),
    http.patch('/api/accounts/port-ins/{id}', async ({ params, request, response }) => {
      const body = await request.json();
      patched.push(body);
      const index = orders.findIndex((each) => each.id === Number(params.id));
      const corrected = {
        ...orders[index]!,
        status: 'pending' as const,
        rejectCode: null,
        rejectReason: null,
      };
      orders[index] = corrected;
      return response(200).json(detailOf(corrected));
    }),
  );
  return patched;
}

describe('port-ins page', () => {
  it("lists the account's port-ins with their status", async () => {
    fakePortIns();
    renderApp('/account/port-ins', { profile: adminProfile() });
    const list = await screen.findByRole('list', { name: 'Port-ins' });
    expect(within(list).getByRole('link', { name: '(802) 234-0100' })).toBeTruthy();
    expect(within(list).getByText('Submitted')).toBeTruthy();
    expect(within(list).getByText('Rejected')).toBeTruthy();
  });

  it('says when there are none', async () => {
    fakePortIns([]);
    renderApp('/account/port-ins', { profile: adminProfile() });
    expect(await screen.findByText('You have no port-ins.')).toBeTruthy();
  });

  it('shows the timeline of the chosen port-in and no correction form unless it was rejected', async () => {
    fakePortIns();
    const { user } = renderApp('/account/port-ins', { profile: adminProfile() });
    await user.click(await screen.findByRole('link', { name: '(802) 234-0100' }));
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText(/Submitted to the current carrier/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Correct billing information' })).toBeNull();
  });

  it("shows a rejected port-in's reason and resubmits only the corrected fields and a new PIN", async () => {
    const patched = fakePortIns();
    const { user } = renderApp('/account/port-ins?id=13', { profile: adminProfile() });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '(6P): The account number does not match.',
    );
    const form = screen.getByRole('form', { name: 'Correct billing information' });
    const account = within(form).getByRole('textbox', { name: 'Account number' });
    await user.clear(account);
    await user.type(account, '555777');
    await user.type(within(form).getByLabelText(/PIN/), '2468');
    await user.click(within(form).getByRole('button', { name: 'Resubmit' }));
    await screen.findByRole('heading', { name: '(802) 234-0101: Pending' });
    expect(patched).toEqual([{ account_number: '555777', pin: '2468' }]);
  });

  it('is for account admins only', async () => {
    fakePortIns();
    renderApp('/account/port-ins', { profile: userProfile() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Port-ins' })).toBeNull();
  });
});
