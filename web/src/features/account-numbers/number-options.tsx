import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../../src/shared/money.ts';
import { inlineErrorText } from '../../api/inline-error.ts';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { AccountUser, TelephoneNumber } from './account-numbers-api.ts';
import {
  assignableUsersQuery,
  tnPath,
  useReleaseNumberMutation,
  useUpdateNumberMutation,
} from './account-numbers-api.ts';

const NOBODY = '';
const userLabel = (user: AccountUser) =>
  `${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email} (${user.email})`;

/** The release confirmation names everything that goes (issue 12: "a confirmation that names what is lost"). */
export function releaseMessage(number: TelephoneNumber): string {
  return (
    `Release ${number.humanTn}? You lose the number itself, its ${number.plan.name} plan ` +
    `(${formatCents(number.mrc)} a month), and its messages and forwarding settings` +
    `${number.isLicensed ? ', and its licence ends' : ''}. Billing for it stops. This cannot be undone.`
  );
}

/**
 * A row's Options: links to the number's settings, ownership transfer and conversations for everyone who
 * sees the number; Change plan, Assign to user and Release for admins.
 */
export function NumberOptions(props: {
  number: TelephoneNumber;
  isAdmin: boolean;
  onChangePlan: () => void;
}) {
  const { number, isAdmin, onChangePlan } = props;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogs = useDialogs();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const release = useReleaseNumberMutation();
  const update = useUpdateNumberMutation();
  const path = tnPath(number.tn);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const act = (action: () => Promise<void>) => () => {
    setOpen(false);
    void action();
  };

  async function releaseNumber() {
    if (!(await dialogs.confirm({ action: 'Release', message: releaseMessage(number) }))) return;
    const released = await release.mutateAsync(number.tn).then(
      () => true,
      () => false,
    );
    if (released) toasts.show({ message: `${number.humanTn} was released.`, kind: 'success' });
  }

  async function assign() {
    const users = await queryClient.fetchQuery(assignableUsersQuery).catch(() => null);
    if (!users) return;
    const values = await dialogs.form({
      title: `Assign ${number.humanTn}`,
      message: 'The user sees this number (and only the numbers assigned to them). Admins see every number.',
      fields: [
        {
          name: 'user',
          label: 'User',
          type: 'select',
          initialValue: number.assignedUserId === null ? NOBODY : String(number.assignedUserId),
          options: [
            { value: NOBODY, label: 'Nobody (admins only)' },
            ...users.data.map((user) => ({ value: String(user.userId), label: userLabel(user) })),
          ],
        },
      ],
      submitLabel: 'Assign',
    });
    if (!values) return;
    const assignedUserId = values.user === NOBODY ? null : Number(values.user);
    await update.mutateAsync({ tn: number.tn, assignedUserId }).then(
      () => toasts.show({ message: `${number.humanTn} was assigned.`, kind: 'success' }),
      (error) => dialogs.error(inlineErrorText(error, 'The number was not assigned.') ?? ''),
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu from any of its items.
    <div
      className="number-options"
      onKeyDown={onKeyDown}
      // Tabbing or clicking away closes the menu; moving between its items keeps it open.
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Options for ${number.humanTn}`}
        onClick={() => setOpen(!open)}
      >
        Options
      </button>
      {open && (
        <ul id={menuId} className="number-options__menu" aria-label={`Options for ${number.humanTn}`}>
          {isAdmin && (
            <>
              <li>
                <Link to={`/account/numbers/${path}`}>Settings</Link>
              </li>
              <li>
                <Link to={`/account/numbers/${path}/transfer`}>Ownership Transfer</Link>
              </li>
              <li>
                <button type="button" onClick={act(async () => onChangePlan())}>
                  Change plan
                </button>
              </li>
              <li>
                <button type="button" onClick={act(assign)}>
                  Assign to user
                </button>
              </li>
              <li>
                <button type="button" className="number-options__danger" onClick={act(releaseNumber)}>
                  Release
                </button>
              </li>
            </>
          )}
          <li>
            <Link to={`/account/messages?tn=${encodeURIComponent(path)}`}>Conversations</Link>
          </li>
        </ul>
      )}
    </div>
  );
}
