import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TFN_FORM_MESSAGES } from '../../../../src/shared/tfn-sms-form.ts';
import { adminProfile, userProfile } from '../../../test/fixtures/profiles.ts';
import { telephoneNumber } from '../../../test/fixtures/telephone-numbers.ts';
import { callsTo } from '../../../test/msw/backend.ts';
import { telephoneNumberBackend } from '../../../test/msw/telephone-number-handlers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { TelephoneNumber } from './account-numbers-api.ts';

/** A fresh number each time: the fake server changes the numbers it holds. */
const local = () => telephoneNumber('+12012340101');
const tollFree = (overrides: Partial<TelephoneNumber> = {}) =>
  telephoneNumber('+18002340102', { isTollFree: true, ...overrides });

async function showNumbers(numbers: TelephoneNumber[], profile = adminProfile()) {
  telephoneNumberBackend.numbers = numbers;
  const rendered = renderApp('/account/numbers', { profile });
  await screen.findByRole('table', { name: 'Your numbers' });
  return rendered;
}

async function openTfnForm() {
  const rendered = await showNumbers([tollFree()]);
  await rendered.user.click(screen.getByRole('button', { name: 'Activate SMS on (800) 234-0102' }));
  const dialog = await screen.findByRole('dialog', { name: 'TFN SMS Validation for (800) 234-0102' });
  return { ...rendered, dialog: within(dialog) };
}

describe('Activate SMS on a local number', () => {
  it('asks the server at once, says the number is pending, and shows it pending', async () => {
    const { user } = await showNumbers([local()]);
    await user.click(screen.getByRole('button', { name: 'Activate SMS on (201) 234-0101' }));
    expect(await screen.findByText(/SMS activation for \(201\) 234-0101 is pending/)).toBeTruthy();
    expect(callsTo('activateSms')).toEqual([{ tn: '+12012340101', action: 'activateSms' }]);
    const table = within(screen.getByRole('table', { name: 'Your numbers' }));
    await waitFor(() => expect(table.getByText('Pending')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Activate SMS on (201) 234-0101' })).toBeNull();
  });

  it('shows the server’s refusal in the Error dialog', async () => {
    telephoneNumberBackend.nextError = {
      status: 422,
      body: {
        name: 'RuleViolationError',
        code: 'messaging.plan_without_sms',
        message: "You must upgrade this number's plan to enable messaging",
      },
    };
    const { user } = await showNumbers([local()]);
    await user.click(screen.getByRole('button', { name: 'Activate SMS on (201) 234-0101' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(error.textContent).toContain("You must upgrade this number's plan to enable messaging");
  });

  it('is offered to admins only, on a plan with SMS, while SMS is off', async () => {
    const numbers = [
      local(),
      telephoneNumber('+12012340103', { planAllowsSms: false, plan: { id: 1, name: 'Park' } }),
      telephoneNumber('+12012340104', { smsEnabled: 'pending', isSmsPending: true }),
      telephoneNumber('+12012340105', { smsEnabled: 'Y', isSmsEnabled: true }),
      tollFree({ smsEnabled: 'Y', smsValidated: 'approved', isSmsEnabled: true, isSmsValidated: true }),
    ];
    await showNumbers(numbers);
    expect(
      screen.getAllByRole('button', { name: /^Activate SMS on/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Activate SMS on (201) 234-0101']);
  });

  it('is not offered to a user of the account', async () => {
    await showNumbers([local()], userProfile());
    expect(screen.queryByRole('button', { name: /Activate SMS/ })).toBeNull();
  });
});

describe('the TFN SMS Validation form', () => {
  it('names every field that is missing, sends nothing, and focuses the first', async () => {
    const { user, dialog } = await openTfnForm();
    await user.click(dialog.getByRole('button', { name: 'Send for validation' }));
    expect(dialog.getByText(TFN_FORM_MESSAGES.companyName)).toBeTruthy();
    expect(dialog.getByText(TFN_FORM_MESSAGES.website)).toBeTruthy();
    expect(dialog.getByText(TFN_FORM_MESSAGES.volume)).toBeTruthy();
    expect(dialog.getByText(TFN_FORM_MESSAGES.message)).toBeTruthy();
    expect(dialog.getByText(TFN_FORM_MESSAGES.canadaTraffic)).toBeTruthy();
    expect(dialog.getByText(TFN_FORM_MESSAGES.category)).toBeTruthy();
    expect(dialog.getByText(TFN_FORM_MESSAGES.type)).toBeTruthy();
    expect(dialog.getByText(TFN_FORM_MESSAGES.optIn)).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText('Company name'));
    expect(callsTo('activateSms')).toEqual([]);
  });

  it("asks for an explanation for 'Other' and sends it in place of 'Other'", async () => {
    const { user, dialog } = await openTfnForm();
    await user.type(dialog.getByLabelText('Company name'), 'Acme Plumbing');
    await user.type(dialog.getByLabelText('Website'), 'n/a');
    await user.selectOptions(dialog.getByLabelText('Monthly volume'), '1,000');
    await user.type(dialog.getByLabelText('Example message'), 'Your plumber arrives at 9.');
    await user.selectOptions(dialog.getByLabelText('Canadian traffic'), 'N');
    await user.selectOptions(dialog.getByLabelText('Category'), 'Other');
    await user.selectOptions(dialog.getByLabelText('Type'), 'Informational');
    await user.selectOptions(dialog.getByLabelText('Opt-in'), 'Other');
    await user.click(dialog.getByRole('button', { name: 'Send for validation' }));
    expect(dialog.getByText(TFN_FORM_MESSAGES.categoryOther)).toBeTruthy();
    expect(dialog.getByText(TFN_FORM_MESSAGES.optInOther)).toBeTruthy();
    expect(callsTo('activateSms')).toEqual([]);

    await user.type(dialog.getByLabelText('Explain the category'), 'Plumbing visits');
    await user.type(dialog.getByLabelText('Explain the opt-in method'), 'A box on the work order');
    await user.click(dialog.getByRole('button', { name: 'Send for validation' }));
    await waitFor(() =>
      expect(callsTo('activateSms')).toEqual([
        {
          tn: '+18002340102',
          action: 'activateSms',
          companyName: 'Acme Plumbing',
          website: 'n/a',
          volume: '1,000',
          message: 'Your plumber arrives at 9.',
          canadaTraffic: 'N',
          category: 'Plumbing visits',
          type: 'Informational',
          optIn: 'A box on the work order',
        },
      ]),
    );
    expect(await screen.findByText(/SMS activation for \(800\) 234-0102 is pending/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /TFN SMS Validation/ })).toBeNull();
    await waitFor(() => expect(screen.getByText('Validation pending')).toBeTruthy());
  });

  it('shows the server’s field messages on their fields and stays open', async () => {
    telephoneNumberBackend.nextError = {
      status: 400,
      body: {
        name: 'ValidationError',
        code: 'messaging.tfn_form_invalid',
        message: 'Check the TFN SMS Validation form.',
        errors: { website: 'The server does not like this website.' },
      },
    };
    const { user, dialog } = await openTfnForm();
    await user.type(dialog.getByLabelText('Company name'), 'Acme');
    await user.type(dialog.getByLabelText('Website'), 'acme.example');
    await user.selectOptions(dialog.getByLabelText('Monthly volume'), '10');
    await user.type(dialog.getByLabelText('Example message'), 'Hello');
    await user.selectOptions(dialog.getByLabelText('Canadian traffic'), 'Y');
    await user.selectOptions(dialog.getByLabelText('Category'), '2FA');
    await user.selectOptions(dialog.getByLabelText('Type'), 'Marketing');
    await user.selectOptions(dialog.getByLabelText('Opt-in'), 'Keyword');
    await user.click(dialog.getByRole('button', { name: 'Send for validation' }));
    expect(await dialog.findByText('The server does not like this website.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText('Website'));
  });

  it('closes with Escape, sending nothing', async () => {
    const { user } = await openTfnForm();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /TFN SMS Validation/ })).toBeNull();
    expect(callsTo('activateSms')).toEqual([]);
  });

  it('is offered again after a rejection', async () => {
    await showNumbers([tollFree({ smsEnabled: 'Y', smsValidated: 'rejected', isSmsEnabled: true })]);
    expect(screen.getByText('On, validation rejected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Validate SMS again on (800) 234-0102' })).toBeTruthy();
  });
});

describe('the SMS state, live', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes the numbers when the server says a number’s SMS state moved', async () => {
    const streams: Array<{ onmessage: ((message: MessageEvent<string>) => void) | null }> = [];
    vi.stubGlobal(
      'EventSource',
      class {
        readyState = 1;
        onmessage: ((message: MessageEvent<string>) => void) | null = null;
        onerror: (() => void) | null = null;
        constructor() {
          streams.push(this);
        }
        addEventListener() {}
        close() {}
      },
    );
    const pending = telephoneNumber('+12012340101', { smsEnabled: 'pending', isSmsPending: true });
    await showNumbers([pending]);
    expect(screen.getByText('Pending')).toBeTruthy();

    // The carrier approved it in a job: the server has it, and tells this tab.
    Object.assign(pending, { smsEnabled: 'Y', isSmsPending: false, isSmsEnabled: true });
    const data = JSON.stringify({ service: 'telephone-numbers', type: 'patched', data: { tn: pending.tn } });
    act(() => streams[0]!.onmessage?.(new MessageEvent('message', { data })));
    expect(await screen.findByText('On')).toBeTruthy();
  });
});
