import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fraudRule } from '../../../../test/fixtures/fraud-rules.ts';
import { staffProfile } from '../../../../test/fixtures/profiles.ts';
import { fraudRuleBackend } from '../../../../test/msw/fraud-rule-handlers.ts';
import { callsTo, http } from '../../../../test/msw/handlers.ts';
import { server } from '../../../../test/msw/server.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const table = () => within(screen.getByRole('table', { name: 'Fraud rules' }));
const dialog = () => within(screen.getByRole('dialog', { name: 'Create or Edit Fraud Rule' }));

describe('admin fraud rules', () => {
  it('lists Priority, ID, Field, Operator, Data, Action, Comment and Who, asking for active rules by priority', async () => {
    fraudRuleBackend.rules = [
      fraudRule(7, {
        priority: 2,
        field: 'price',
        operator: '>',
        data: '100000',
        action: 'severeFraud',
        comment: '',
      }),
      fraudRule(3),
    ];
    renderApp('/admin/fraudRules', { profile: staffProfile() });

    await screen.findByRole('table', { name: 'Fraud rules' });
    expect(
      table()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Priority', 'ID', 'Field', 'Operator', 'Data', 'Action', 'Comment', 'Who', 'Actions']);
    const [first, second] = table().getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(0, 8)
        .map((cell) => cell.textContent),
    ).toEqual([
      '0',
      '3',
      'email',
      'regex',
      '@mailinator\\.com$',
      'Manual review',
      'Disposable mailboxes',
      'staff@numberyard.test',
    ]);
    expect(within(second!).getAllByRole('cell')[1]?.textContent).toBe('7');
    const query = callsTo('listFraudRules').at(-1) as URLSearchParams;
    expect([query.get('status[$eq]'), query.get('$sort[priority]')]).toEqual(['active', '1']);
  });

  it('says so when there are no rules', async () => {
    renderApp('/admin/fraudRules', { profile: staffProfile() });
    expect(await screen.findByText('No fraud rules yet.')).toBeTruthy();
  });

  it('is linked from the admin home', async () => {
    const { user } = renderApp('/admin', { profile: staffProfile() });
    const main = within(await screen.findByRole('main'));
    await user.click(await main.findByRole('link', { name: 'Fraud rules' }));
    expect(await screen.findByRole('heading', { name: 'Fraud rules' })).toBeTruthy();
  });

  it('creates a rule from the modal with selects, the priority parsed as an integer', async () => {
    const { user } = renderApp('/admin/fraudRules', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Add Fraud Rule' }));

    await user.selectOptions(dialog().getByLabelText('Field'), 'ipAddress');
    await user.selectOptions(dialog().getByLabelText('Operator'), 'regex');
    await user.type(dialog().getByLabelText('Data'), '^198\\.51\\.');
    await user.selectOptions(dialog().getByLabelText('Action'), 'severeFraud');
    await user.clear(dialog().getByLabelText('Priority'));
    await user.type(dialog().getByLabelText('Priority'), '5');
    await user.type(dialog().getByLabelText('Comment'), 'Known proxy range');
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await table().findByText('^198\\.51\\.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create or Edit Fraud Rule' })).toBeNull();
    expect(callsTo('createFraudRule')).toEqual([
      {
        priority: 5,
        field: 'ipAddress',
        operator: 'regex',
        data: '^198\\.51\\.',
        action: 'severeFraud',
        comment: 'Known proxy range',
      },
    ]);
  });

  it('shows the invalid regex message beside Data and sends nothing', async () => {
    const { user } = renderApp('/admin/fraudRules', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Add Fraud Rule' }));
    await user.selectOptions(dialog().getByLabelText('Operator'), 'regex');
    // user-event reads '[[' as one '['.
    await user.type(dialog().getByLabelText('Data'), '([[a-z]+');
    await user.tab();

    expect(await dialog().findByText('Invalid regex, please check.')).toBeTruthy();
    expect(dialog().getByLabelText('Data').getAttribute('aria-invalid')).toBe('true');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(callsTo('createFraudRule')).toEqual([]);
  });

  it('shows the server’s field message beside its field when the server refuses', async () => {
    server.use(
      http.post('/api/admin/fraudRules', ({ response }) =>
        response(400).json({
          name: 'ValidationError',
          code: 'admin.fraud_rule_invalid',
          message: 'Comment is at most 500 characters.',
          errors: { comment: 'Comment is at most 500 characters.' },
        }),
      ),
    );
    const { user } = renderApp('/admin/fraudRules', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Add Fraud Rule' }));
    await user.type(dialog().getByLabelText('Data'), 'eve@example.com');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('Comment is at most 500 characters.')).toBeTruthy();
  });

  it('edits a rule, sending the changed fields', async () => {
    fraudRuleBackend.rules = [fraudRule(3)];
    const { user } = renderApp('/admin/fraudRules', { profile: staffProfile() });
    await user.click(await screen.findByRole('button', { name: 'Edit fraud rule 3' }));
    expect((dialog().getByLabelText('Data') as HTMLInputElement).value).toBe('@mailinator\\.com$');
    await user.selectOptions(dialog().getByLabelText('Action'), 'severeFraud');
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await table().findByText('Severe fraud')).toBeTruthy();
    expect(callsTo('updateFraudRule')).toMatchObject([{ id: 3, action: 'severeFraud' }]);
  });

  it('deletes a rule only after the confirm prompt', async () => {
    fraudRuleBackend.rules = [fraudRule(3)];
    const { user } = renderApp('/admin/fraudRules', { profile: staffProfile() });

    await user.click(await screen.findByRole('button', { name: 'Delete fraud rule 3' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(confirm.textContent).toContain('Delete fraud rule 3 (email regex @mailinator\\.com$)?');
    await user.keyboard('{Escape}');
    expect(callsTo('deleteFraudRule')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete fraud rule 3' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No fraud rules yet.')).toBeTruthy();
    expect(callsTo('deleteFraudRule')).toEqual([3]);
  });

  it('pages through the rules', async () => {
    fraudRuleBackend.rules = Array.from({ length: 12 }, (_, index) =>
      fraudRule(10 + index, { priority: index }),
    );
    const { user } = renderApp('/admin/fraudRules', { profile: staffProfile() });
    expect(await screen.findByText('Displaying results 1 to 10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(3));
    expect((callsTo('listFraudRules').at(-1) as URLSearchParams).get('$skip')).toBe('10');
  });
});
