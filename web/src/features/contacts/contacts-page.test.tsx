import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source.ts';
import { userProfile } from '../../../test/fixtures/profiles.ts';
import { contact, contactBackend } from '../../../test/msw/contact-handlers.ts';
import { callsTo } from '../../../test/msw/handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const table = () => screen.findByRole('table', { name: 'Contacts' });
const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement);
const listQueries = () => callsTo('listContacts') as URLSearchParams[];

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('Contacts page', () => {
  it("says 'No contacts yet.' when the account has none, asking for named contacts as spec 1 does", async () => {
    renderApp('/account/contacts', { profile: userProfile() });

    expect(await screen.findByText('No contacts yet.')).toBeTruthy();
    expect(listQueries()[0]?.get('name[$ne]')).toBe('');
    expect(screen.queryByRole('navigation', { name: 'Contacts pages' })).toBeNull();
  });

  it('lists each contact with its formatted number and whether it is blocked', async () => {
    contactBackend.contacts = [
      contact({ name: 'Ann Lee', callerId: '+12012345678' }),
      contact({ name: 'Spam Co', callerId: '+13102340199', blocked: 'Y' }),
    ];
    renderApp('/account/contacts', { profile: userProfile() });

    await table();
    expect(rowOf('Ann Lee').getByText('(201) 234-5678')).toBeTruthy();
    expect(rowOf('Ann Lee').getByText('No')).toBeTruthy();
    expect(rowOf('Spam Co').getByText('Blocked')).toBeTruthy();
    expect(rowOf('Ann Lee').queryByText('Blocked')).toBeNull();
  });

  it('filters by name on the server, and says when nothing matches', async () => {
    contactBackend.contacts = [
      contact({ name: 'Ann Lee' }),
      contact({ name: 'Bob', callerId: '+12012345679' }),
    ];
    const { user } = renderApp('/account/contacts', { profile: userProfile() });
    await table();

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'bo');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ann Lee' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Bob' })).toBeTruthy();
    expect(listQueries().at(-1)?.get('name[$contains]')).toBe('bo');

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'zz');
    expect(await screen.findByText('No contacts match your filter.')).toBeTruthy();
  });

  it('adds a contact through the dialog, refusing an invalid number before sending', async () => {
    const { user } = renderApp('/account/contacts', { profile: userProfile() });
    await screen.findByText('No contacts yet.');

    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ann Lee');
    await user.type(within(dialog).getByLabelText('Number'), '555');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Enter a valid phone number.');
    expect(callsTo('createContact')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Number'));
    await user.type(within(dialog).getByLabelText('Number'), '(201) 234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('rowheader', { name: 'Ann Lee' })).toBeTruthy();
    expect(callsTo('createContact')).toEqual([{ name: 'Ann Lee', callerId: '(201) 234-5678' }]);
    expect(screen.getByText('Ann Lee was added to your contacts.')).toBeTruthy();
  });

  it("shows the server's refusal of a number the account already has in the Error dialog", async () => {
    contactBackend.nextError = {
      status: 409,
      body: {
        name: 'ConflictError',
        code: 'contact.number_taken',
        message: 'You already have a contact for (201) 234-5678.',
      },
    };
    const { user } = renderApp('/account/contacts', { profile: userProfile() });
    await screen.findByText('No contacts yet.');

    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ann again');
    await user.type(within(dialog).getByLabelText('Number'), '2012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(error.textContent).toContain('You already have a contact for (201) 234-5678.');
  });

  it('edits the name and number, sending only what changed', async () => {
    const ann = contact({ name: 'Ann', callerId: '+12012345678' });
    contactBackend.contacts = [ann];
    const { user } = renderApp('/account/contacts', { profile: userProfile() });
    await table();

    await user.click(rowOf('Ann').getByRole('button', { name: 'Edit Ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    expect((within(dialog).getByLabelText('Number') as HTMLInputElement).value).toBe('(201) 234-5678');
    await user.type(within(dialog).getByLabelText('Name'), ' Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: 'Ann Lee' })).toBeTruthy();
    expect(callsTo('updateContact')).toEqual([{ contactId: ann.contactId, name: 'Ann Lee' }]);
  });

  it("deletes a contact only after the 'Confirm Delete' dialog", async () => {
    const ann = contact({ name: 'Ann' });
    contactBackend.contacts = [ann];
    const { user } = renderApp('/account/contacts', { profile: userProfile() });
    await table();

    await user.click(rowOf('Ann').getByRole('button', { name: 'Delete Ann' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('deleteContact')).toEqual([]);

    await user.click(rowOf('Ann').getByRole('button', { name: 'Delete Ann' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm Delete' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('No contacts yet.')).toBeTruthy();
    expect(callsTo('deleteContact')).toEqual([{ contactId: ann.contactId }]);
  });

  it("blocks and unblocks a contact's number", async () => {
    contactBackend.contacts = [contact({ name: 'Ann', callerId: '+12012345678' })];
    const { user } = renderApp('/account/contacts', { profile: userProfile() });
    await table();

    await user.click(rowOf('Ann').getByRole('button', { name: 'Block Ann' }));
    const unblock = await screen.findByRole('button', { name: 'Unblock Ann' });
    expect(rowOf('Ann').getByText('Blocked')).toBeTruthy();
    await user.click(unblock);
    await screen.findByRole('button', { name: 'Block Ann' });
    expect(rowOf('Ann').queryByText('Blocked')).toBeNull();
    expect(callsTo('setContactBlocked')).toEqual([
      { callerId: '+12012345678', blocked: 'Y' },
      { callerId: '+12012345678', blocked: 'N' },
    ]);
  });

  it('pages through the contacts with the account page sizes', async () => {
    contactBackend.contacts = Array.from({ length: 12 }, (_, index) =>
      contact({ name: `Person ${String(index + 1).padStart(2, '0')}`, callerId: `+120123456${10 + index}` }),
    );
    const { user } = renderApp('/account/contacts', { profile: userProfile() });
    await table();
    expect(screen.getAllByRole('rowheader')).toHaveLength(10);

    const pages = screen.getByRole('navigation', { name: 'Contacts pages' });
    await user.click(within(pages).getByRole('button', { name: /^(Page )?2$/ }));
    expect(await screen.findByRole('rowheader', { name: 'Person 11' })).toBeTruthy();
    expect(listQueries().at(-1)?.get('$skip')).toBe('10');
    const sizes = within(pages)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(['10', '25', '50', '100', '300']);
  });

  it('shows a contact another tab added when its live event arrives', async () => {
    renderApp('/account/contacts', { profile: userProfile() });
    await screen.findByText('No contacts yet.');

    const added = contact({ name: 'From another tab' });
    contactBackend.contacts = [added];
    FakeEventSource.live().send({
      service: 'contacts',
      type: 'created',
      data: { contactId: added.contactId },
    });

    expect(await screen.findByRole('rowheader', { name: 'From another tab' })).toBeTruthy();
  });
});
