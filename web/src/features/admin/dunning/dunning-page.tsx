import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DUNNING_EXTENSION_MAX_DAYS, DUNNING_NOTE_MAX } from '../../../../../src/shared/dunning-rules.ts';
import { formatCents } from '../../../../../src/shared/money.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { usePageWindow } from '../../../ui/paginator.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { AdminListPage } from '../admin-list-page.tsx';
import {
  type DunningAccount,
  dunningAccountsQuery,
  type StepFilter,
  useExtendDunningMutation,
  useRetryDunningMutation,
} from './dunning-api.ts';

const STEPS: readonly { value: StepFilter; label: string }[] = [
  { value: 'all', label: 'All steps' },
  { value: '0', label: 'No retry yet' },
  { value: '1', label: 'After retry 1' },
  { value: '2', label: 'After retry 2' },
  { value: '3', label: 'After retry 3' },
];

const stepOf = (value: string | null): StepFilter =>
  STEPS.find((step) => step.value === value)?.value ?? 'all';

const cardOf = (account: DunningAccount) =>
  account.card ? `${account.card.brand} ending ${account.card.last4}` : 'no card on file';

function stepText(account: DunningAccount): string {
  return account.retriesDone === 0
    ? 'No retry yet'
    : `Retry ${account.retriesDone} of ${account.retriesScheduled}`;
}

/** /admin/dunning: accounts whose recurring payment failed, with Retry now and Push back (docs/adr/0074). */
export function DunningPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const step = stepOf(searchParams.get('step'));
  const [pageWindow, setPageWindow] = usePageWindow();
  const accounts = useQuery(dunningAccountsQuery(step, pageWindow));
  const retry = useRetryDunningMutation();
  const extend = useExtendDunningMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const busy = retry.isPending || extend.isPending;

  function chooseStep(next: StepFilter) {
    setPageWindow({ skip: 0, limit: pageWindow.limit });
    setSearchParams(next === 'all' ? {} : { step: next }, { replace: true });
  }

  async function retryNow(account: DunningAccount) {
    const confirmed = await dialogs.confirm({
      action: 'Retry now',
      message: `Charge ${formatCents(account.amountOwedCents)} to ${account.name}'s ${cardOf(account)} now?`,
    });
    if (!confirmed) return;
    const result = await retry.mutateAsync(account.accountId).catch(() => null);
    if (!result) return;
    if (result.outcome === 'paid')
      toasts.show({
        message: `Charged ${formatCents(result.amountCents)} to ${account.name}; dunning ended.`,
        kind: 'success',
      });
    else if (result.outcome === 'ended')
      toasts.show({ message: `${account.name} owed nothing; dunning ended.`, kind: 'success' });
    else toasts.show({ message: `The card was declined: ${result.message}`, kind: 'error' });
  }

  async function pushBack(account: DunningAccount) {
    const values = await dialogs.form({
      title: 'Push back dunning',
      message: `Move ${account.name}'s next retry and licence end later. Nothing is charged or forgiven.`,
      fields: [
        { name: 'days', label: 'Days', type: 'number', initialValue: '7' },
        { name: 'note', label: 'Note (why)', type: 'textarea' },
      ],
      validate: {
        days: (days) =>
          /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= DUNNING_EXTENSION_MAX_DAYS
            ? null
            : `Enter 1 to ${DUNNING_EXTENSION_MAX_DAYS} days.`,
        note: (note) =>
          !note.trim()
            ? 'Say why, for the audit log.'
            : note.length > DUNNING_NOTE_MAX
              ? `The note is at most ${DUNNING_NOTE_MAX} characters.`
              : null,
      },
      submitLabel: 'Push back',
    });
    if (!values) return;
    const after = await extend
      .mutateAsync({ accountId: account.accountId, days: Number(values.days), note: values.note })
      .catch(() => null);
    if (after)
      toasts.show({
        message: `${account.name} pushed back ${values.days} days; next retry ${after.nextRetryOn ?? 'none'}.`,
        kind: 'success',
      });
  }

  return (
    <AdminListPage
      title="Dunning"
      intro="Accounts whose recurring payment failed. The card is retried on days 1, 3 and 7; licences end after 14 unpaid days. Retry now, or push the schedule back with a note."
      toolbar={
        <label>
          Step{' '}
          <select value={step} onChange={(event) => chooseStep(stepOf(event.target.value))}>
            {STEPS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      }
      list={accounts}
      pageWindow={pageWindow}
      onPageWindow={setPageWindow}
      label="Accounts in dunning"
      loadingText="Loading accounts in dunning…"
      emptyText={step === 'all' ? 'No accounts are in dunning.' : 'No accounts are at this step.'}
      columns={[
        'Account',
        'Owed',
        'Failed charges',
        'Step',
        'Next retry',
        'First failure',
        'Last decline',
        'Card',
      ]}
      actionsColumn
      row={(account) => (
        <tr key={account.accountId}>
          <td>
            {account.name}
            <p className="muted">
              #{account.accountId} · {account.brandName}
            </p>
          </td>
          <td>{formatCents(account.amountOwedCents)}</td>
          <td>
            <ul className="dunning-charges">
              {account.failedCharges.map((charge) => (
                <li key={charge.key}>
                  {charge.at.slice(0, 10)} · {formatCents(charge.amountCents)}
                </li>
              ))}
            </ul>
          </td>
          <td>
            {stepText(account)}
            {account.delayDays > 0 && (
              <p className="muted">
                Pushed back {account.delayDays} days{account.staffNote && `: ${account.staffNote}`}
              </p>
            )}
          </td>
          <td>
            {account.nextRetryOn ?? 'None left'}
            <p className="muted">
              {account.licencesEndOn
                ? `Licences end ${account.licencesEndOn}`
                : `Licences ended ${account.licencesEndedOn}`}
            </p>
          </td>
          <td>{account.firstFailedOn}</td>
          <td>{account.lastDeclineReason}</td>
          <td>{account.card ? `${account.card.brand} •••• ${account.card.last4}` : 'None'}</td>
          <td>
            <button
              type="button"
              className="link-button"
              aria-label={`Retry now for ${account.name}`}
              disabled={busy}
              onClick={() => void retryNow(account)}
            >
              Retry now
            </button>{' '}
            <button
              type="button"
              className="link-button"
              aria-label={`Push back ${account.name}`}
              disabled={busy}
              onClick={() => void pushBack(account)}
            >
              Push back
            </button>
          </td>
        </tr>
      )}
    />
  );
}
