import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { reloadProfile } from '../../api/profile.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import {
  type ChangeBrandOptions,
  changeBrandOptionsQuery,
  convertibleNumbersQuery,
  useChangeBrandMutation,
  useSwitchToAccountMutation,
} from './change-brand-api.ts';
import { ConvertedDialog } from './converted-dialog.tsx';
import { NumberPicker } from './number-picker.tsx';

const NEW_ACCOUNT = 'new';

/** /account/change-brand (spec 2, convert-brand): moves chosen numbers to an admin account on the other brand. */
export function ChangeBrandPage() {
  const options = useQuery(changeBrandOptionsQuery);
  const numbers = useQuery(convertibleNumbersQuery);
  const convert = useChangeBrandMutation();
  const switchAccount = useSwitchToAccountMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [target, setTarget] = useState(NEW_ACCOUNT);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [agreed, setAgreed] = useState(false);
  const [converted, setConverted] = useState<{ accountId: number; count: number } | null>(null);
  const termsId = useId();

  const rows = numbers.data?.data ?? [];
  const monthly = options.data ? monthlyPrice(options.data, target) : 0;
  const canConvert = selected.size > 0 && agreed && !convert.isPending;

  async function onConvert() {
    if (!options.data || !canConvert) return;
    const result = await convert.mutateAsync({
      brandingId: options.data.brandingId as 1 | 2,
      tns: [...selected],
      toAccountId: target === NEW_ACCOUNT ? null : Number(target),
    });
    setConverted({ accountId: result.accountId, count: selected.size });
    setSelected(new Set());
    setAgreed(false);
  }

  async function goToNewAccount(accountId: number) {
    await switchAccount.mutateAsync(accountId);
    await reloadProfile(queryClient);
    navigate('/account/profile');
  }

  return (
    <section className="page">
      <h1>Convert Numbers to {options.data?.brandName ?? 'the Other Brand'}</h1>
      {(options.isPending || numbers.isPending) && <p role="status">Loading…</p>}
      <InlineError error={options.error ?? numbers.error} fallback={LIST_LOAD_FAILED} />
      {options.data && numbers.isSuccess && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onConvert().catch(() => undefined);
          }}
        >
          <fieldset className="field">
            <legend className="field__label">Move the numbers to</legend>
            <TargetChoice options={options.data} value={target} onChange={setTarget} />
          </fieldset>
          <h2>Numbers</h2>
          {rows.length === 0 ? (
            <p>You have no numbers to convert.</p>
          ) : (
            <NumberPicker numbers={rows} selected={selected} onChange={setSelected} />
          )}
          <p>
            New monthly total: <strong>{formatCents(monthly * selected.size)}</strong> ({selected.size}{' '}
            {selected.size === 1 ? 'number' : 'numbers'} on the {options.data.plan.name} plan at{' '}
            {formatCents(monthly)} a month each)
          </p>
          <div className="field">
            <input
              id={termsId}
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />{' '}
            <label htmlFor={termsId}>
              I agree that the selected numbers move to {options.data.brandName} now, on the{' '}
              {options.data.plan.name} plan, and are billed by that account from their next anniversary.
            </label>
          </div>
          <InlineError error={convert.error} fallback="Your numbers could not be converted." />
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={!canConvert}>
              {convert.isPending ? 'Converting…' : 'Convert My Numbers'}
            </button>
          </div>
        </form>
      )}
      {converted && options.data && (
        <ConvertedDialog
          count={converted.count}
          brandName={options.data.brandName}
          switching={switchAccount.isPending}
          onStay={() => setConverted(null)}
          onGo={() => void goToNewAccount(converted.accountId).catch(() => undefined)}
        />
      )}
    </section>
  );
}

function TargetChoice({
  options,
  value,
  onChange,
}: {
  options: ChangeBrandOptions;
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  const choices = [
    { value: NEW_ACCOUNT, label: `A new ${options.brandName} account` },
    ...options.accounts.map((account) => ({
      value: String(account.accountId),
      label: `${account.nickname || account.company || `Account ${account.accountId}`} (existing)`,
    })),
  ];
  return (
    <>
      {choices.map((choice) => (
        <label key={choice.value} className="radio">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </>
  );
}

function monthlyPrice(options: ChangeBrandOptions, target: string): number {
  const account = options.accounts.find((candidate) => String(candidate.accountId) === target);
  return account?.mrc ?? options.plan.mrc;
}
