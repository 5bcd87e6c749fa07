import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brokerListing } from '../../../../test/fixtures/broker-listings.ts';
import { adminProfile } from '../../../../test/fixtures/profiles.ts';
import { brokerListingsBackend } from '../../../../test/msw/broker-listing-handlers.ts';
import { callsTo } from '../../../../test/msw/handlers.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const broker = (overrides = {}) =>
  adminProfile({ accountInfo: { ...adminProfile().accountInfo!, sellersAdmin: 'Y' }, ...overrides });

const tnOf = (index: number) => `+1406234${String(index).padStart(4, '0')}`;
const nameOf = (index: number) => `(406) 234-${String(index).padStart(4, '0')}`;
const seed = (count: number) => {
  brokerListingsBackend.listings = Array.from({ length: count }, (_, index) =>
    brokerListing(tnOf(index + 1)),
  );
};
const listCalls = () => callsTo('listBrokerListings') as URLSearchParams[];
const table = async () => within(await screen.findByRole('table', { name: 'Listings' }));
const confirmDialog = () => within(screen.getByRole('alertdialog', { name: /^Confirm/ }));

afterEach(() => vi.useRealTimers());

describe('the Listings screen (/account/broker/listings)', () => {
  it('lists the listings 10 a page sorted by tn ascending, with page sizes 10, 25, 50 and 100', async () => {
    seed(12);
    renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    expect(rows.getByText(nameOf(1))).toBeTruthy();
    expect(rows.queryByText(nameOf(11))).toBeNull();
    expect(listCalls()[0]!.get('$sort[tn]')).toBe('1');
    expect(listCalls()[0]!.get('$limit')).toBe('10');
    expect(screen.getByText('Displaying results 1 to 10')).toBeTruthy();
    const sizes = screen.getByLabelText('Results per page');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    expect(rows.getByLabelText(`Price: ${nameOf(1)}`)).toHaveProperty('value', '499.95');
  });

  it('says so when there are no listings', async () => {
    renderApp('/account/broker/listings', { profile: broker() });
    expect(await screen.findByText('No listings to display.')).toBeTruthy();
  });

  it('searches by area code 201-998, refusing others', async () => {
    seed(1);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    await table();
    const search = within(screen.getByRole('form', { name: 'Search listings' }));
    await user.selectOptions(search.getByLabelText('Field'), 'npa');
    await user.type(search.getByLabelText('Value'), '200');
    await user.click(search.getByRole('button', { name: 'Add filter' }));
    expect(search.getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    await user.clear(search.getByLabelText('Value'));
    await user.type(search.getByLabelText('Value'), '406');
    await user.click(search.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls().at(-1)!.get('npa')).toBe('406'));
  });

  it('saves an edited row as a PATCH in cents and reports "Processed 1 job" with a green bar', async () => {
    seed(1);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    const price = rows.getByLabelText(`Price: ${nameOf(1)}`);
    await user.clear(price);
    await user.type(price, '450');
    await user.click(rows.getByLabelText(`Listed: ${nameOf(1)}`));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const progress = await screen.findByRole('dialog', { name: 'Processed 1 job' });
    expect(within(progress).getByRole('progressbar').className).toContain('save-progress--done');
    expect(callsTo('updateBrokerListing')).toEqual([{ tn: tnOf(1), price: 45000, isListed: false }]);
  });

  it('refuses a price under $9.95 before sending anything', async () => {
    seed(1);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.clear(rows.getByLabelText(`Min Offer: ${nameOf(1)}`));
    const price = rows.getByLabelText(`Price: ${nameOf(1)}`);
    await user.clear(price);
    await user.type(price, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await rows.findByText('The minimum sale or licence price is $9.95.')).toBeTruthy();
    expect(callsTo('updateBrokerListing')).toEqual([]);
  });

  it('reports "Processed 2 jobs, 1 had errors" with the server message of the failed row', async () => {
    seed(2);
    brokerListingsBackend.refuse.set(tnOf(2), 'This number is on sale by another seller.');
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    for (const index of [1, 2]) await user.click(rows.getByLabelText(`Negotiable: ${nameOf(index)}`));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const progress = within(await screen.findByRole('dialog', { name: 'Processed 2 jobs, 1 had errors' }));
    expect(progress.getByText(`${nameOf(2)}: This number is on sale by another seller.`)).toBeTruthy();
    expect(progress.getByRole('progressbar').className).not.toContain('save-progress--done');
  });

  it('asks before paging away from unsaved edits, and stays when the broker cancels', async () => {
    seed(12);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.click(rows.getByLabelText(`Negotiable: ${nameOf(1)}`));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      confirmDialog().getByText('You have made changes. Would you like to continue without saving them?'),
    ).toBeTruthy();
    await user.click(confirmDialog().getByRole('button', { name: 'Cancel' }));
    expect(rows.getByText(nameOf(1))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(confirmDialog().getByRole('button', { name: 'Confirm' }));
    expect(await (await table()).findByText(nameOf(11))).toBeTruthy();
  });

  it('asks before selecting rows while edits are pending', async () => {
    seed(2);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.click(rows.getByLabelText(`Negotiable: ${nameOf(1)}`));
    await user.click(rows.getByLabelText(`Select ${nameOf(2)}`));
    expect(confirmDialog()).toBeTruthy();
  });

  it('disables row forms while rows are selected, and single-row selection under select all pages', async () => {
    seed(2);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.click(rows.getByLabelText(`Select ${nameOf(1)}`));
    expect(rows.getByLabelText(`Price: ${nameOf(2)}`)).toHaveProperty('disabled', true);
    await user.click(rows.getByLabelText(`Select ${nameOf(1)}`));
    expect(rows.getByLabelText(`Price: ${nameOf(2)}`)).toHaveProperty('disabled', false);
    await user.click(screen.getByLabelText('Select all 2 results on all pages'));
    expect(rows.getByLabelText(`Select ${nameOf(1)}`)).toHaveProperty('disabled', true);
    expect(rows.getByLabelText(`Select ${nameOf(1)}`)).toHaveProperty('checked', true);
    expect(rows.getByLabelText('Select all on this page')).toHaveProperty('disabled', true);
  });

  it('applies a bulk change to the selected rows as one job, after confirming the count', async () => {
    seed(3);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.click(rows.getByLabelText(`Select ${nameOf(1)}`));
    await user.click(rows.getByLabelText(`Select ${nameOf(3)}`));
    await user.selectOptions(screen.getByLabelText('New Listed'), 'false');
    await user.click(screen.getByRole('button', { name: 'Add change' }));
    await user.type(screen.getByLabelText('New Price'), '19.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      confirmDialog().getByText('You are about to update 2 telephone numbers. Do you wish to proceed?'),
    ).toBeTruthy();
    await user.click(confirmDialog().getByRole('button', { name: 'Confirm' }));
    const done = within(await screen.findByRole('dialog', { name: 'Your job is being processed' }));
    expect(done.getByText('Please allow several minutes for the processing to complete.')).toBeTruthy();
    expect(done.getByRole('link', { name: /Reports/ }).getAttribute('href')).toBe(
      '/account/broker/tools/jobs',
    );
    expect(callsTo('createBrokerageJob')).toEqual([
      {
        data: {
          version: '1.1',
          search: { 'tn[$in]': [tnOf(1), tnOf(3)] },
          listing: { isListed: false, price: 1999 },
        },
      },
    ]);
  });

  it('sends the search (without sort) as the job search under select all pages', async () => {
    seed(3);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    await table();
    await user.click(screen.getByLabelText('Select all 3 results on all pages'));
    await user.selectOptions(screen.getByLabelText('New Listed'), 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(confirmDialog().getByText(/update 3 telephone numbers/)).toBeTruthy();
    await user.click(confirmDialog().getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Your job is being processed' });
    expect(callsTo('createBrokerageJob')).toEqual([
      { data: { version: '1.1', search: {}, listing: { isListed: true } } },
    ]);
  });

  it('needs at least one non-empty field in a bulk change, and numbers in number fields', async () => {
    seed(1);
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.click(rows.getByLabelText(`Select ${nameOf(1)}`));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least one change.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add change' }));
    await user.type(screen.getByLabelText('New Price'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter numbers only, such as 49.95.')).toBeTruthy();
    expect(callsTo('createBrokerageJob')).toEqual([]);
  });

  it('says the job could not be created when it does not come back ready', async () => {
    seed(1);
    brokerListingsBackend.jobStatus = 'failed';
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.click(rows.getByLabelText(`Select ${nameOf(1)}`));
    await user.selectOptions(screen.getByLabelText('New Listed'), 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(confirmDialog().getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'An error occurred while creating a job to process the changes. Please try again later.',
      ),
    ).toBeTruthy();
  });

  it('refuses to upload a file that is not text/csv', async () => {
    renderApp('/account/broker/listings', { profile: broker() });
    const input = (await screen.findByLabelText('Upload CSV')) as HTMLInputElement;
    const file = new File(['{}'], 'listings.json', { type: 'application/json' });
    Object.defineProperty(input, 'files', { value: { 0: file, length: 1, item: () => file } });
    fireEvent.change(input);
    expect(await screen.findByText('Please choose a CSV file (text/csv).')).toBeTruthy();
    expect(callsTo('createBrokerageCsvJob')).toEqual([]);
  });

  it('uploads a CSV as a job and says it is being processed', async () => {
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const input = (await screen.findByLabelText('Upload CSV')) as HTMLInputElement;
    await user.upload(
      input,
      new File(['tn,price\n4062340001,49.95\n'], 'listings.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Your job is being processed' })).toBeTruthy();
    expect(callsTo('createBrokerageCsvJob')).toEqual(['listings.csv']);
  });

  it("downloads listings_{date}.csv, and says 'Download request failed' when there is nothing in it", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:listings'), revokeObjectURL: vi.fn() });
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download request failed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    brokerListingsBackend.csv = 'Phone number,Listed,Price\n(406) 234-0001,Y,49.95\n';
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^listings_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const query = (callsTo('downloadBrokerListingsCsv') as URLSearchParams[])[0]!;
    expect(query.get('$locale')).toBeTruthy();
    expect(query.get('$timeZone')).toBeTruthy();
    click.mockRestore();
  });

  it('shows the info view (history, offers, spellings) and reloads it 2 s after a save', async () => {
    seed(1);
    brokerListingsBackend.info.set(tnOf(1), {
      history: [
        {
          date: '2026-11-27T10:00:00.000Z',
          op: 'list',
          brokerageJobId: null,
          to: {
            isListed: true,
            price: 49995,
            floorPrice: 30000,
            licenseMonthlyFee: null,
            licenseOneTimeFee: null,
            licenseAnnualIncrease: 0,
            showNegotiable: true,
            pigPickPercentage: 0,
          },
        },
      ],
      negotiations: [
        {
          negotiationId: 1,
          uuid: 'u-1',
          offer: 35000,
          status: 'submitted',
          expirationDate: '2026-11-28T10:00:00.000Z',
          createDate: '2026-11-27T10:00:00.000Z',
        },
      ],
      spellings: [
        {
          spellingRequestId: 3,
          spelling: 'flow',
          status: 'pending',
          createDate: '2026-11-27T10:00:00.000Z',
          decidedDate: null,
          reason: null,
        },
      ],
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.click(rows.getByRole('button', { name: `Info for ${nameOf(1)}` }));
    const info = within(await screen.findByRole('region', { name: `Info for ${nameOf(1)}` }));
    expect(info.getByText(/\$350\.00 — submitted/)).toBeTruthy();
    expect(info.getByText(/FLOW — pending/)).toBeTruthy();
    expect(info.getByText(/list — listed yes, price \$499\.95/)).toBeTruthy();
    const loads = callsTo('getBrokerListingInfo').length;
    await user.click(rows.getByLabelText(`Negotiable: ${nameOf(1)}`));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Processed 1 job' });
    const afterSave = callsTo('getBrokerListingInfo').length;
    expect(afterSave).toBe(loads);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(callsTo('getBrokerListingInfo').length).toBeGreaterThan(afterSave));
  });

  it("checks a vanity spelling against the rules and confirms 'Update the spelling for {tn} to {spelling}?'", async () => {
    brokerListingsBackend.listings = [brokerListing('+14062343569')];
    const { user } = renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    await user.click(rows.getByRole('button', { name: 'Add spelling for (406) 234-3569' }));
    const popup = within(screen.getByRole('dialog', { name: 'Vanity spelling for (406) 234-3569' }));
    expect(popup.getByText(/at most 2 hyphens/)).toBeTruthy();
    await user.type(popup.getByLabelText('Spelling'), 'cat');
    await user.click(popup.getByRole('button', { name: 'Update' }));
    expect(
      await popup.findByText("The spelling's letters must match the number's last digits on a phone keypad."),
    ).toBeTruthy();
    await user.clear(popup.getByLabelText('Spelling'));
    await user.type(popup.getByLabelText('Spelling'), 'flow');
    await user.click(popup.getByRole('button', { name: 'Update' }));
    expect(confirmDialog().getByText('Update the spelling for (406) 234-3569 to FLOW?')).toBeTruthy();
    await user.click(confirmDialog().getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(callsTo('updateBrokerListing')).toEqual([{ tn: '+14062343569', spelling: 'flow' }]),
    );
  });

  it('gives employees an admin-only Show data control on rows', async () => {
    seed(1);
    const { user } = renderApp('/account/broker/listings', { profile: broker({ isEmployee: true }) });
    const rows = await table();
    await user.click(rows.getByRole('button', { name: `Show data of ${nameOf(1)}` }));
    expect(screen.getByRole('region', { name: `Data of ${nameOf(1)}` }).textContent).toContain(
      '"needsVerification"',
    );
  });

  it('shows brokers no admin-only control, and links to listing verification', async () => {
    seed(1);
    renderApp('/account/broker/listings', { profile: broker() });
    const rows = await table();
    expect(rows.queryByRole('button', { name: /Show data/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Verify off-network listings' }).getAttribute('href')).toBe(
      '/account/broker/tools/listing-verification',
    );
  });
});
