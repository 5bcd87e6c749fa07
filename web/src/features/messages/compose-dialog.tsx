import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { MessageDraft, type SentMessage } from './message-draft.tsx';
import { contactSuggestionsQuery, type TelephoneNumber } from './messages-api.ts';
import { RecipientInput } from './recipient-input.tsx';
import { formatNumber } from './thread-labels.ts';

/** A scheduled send is at most a year ahead (the server refuses later dates). */
const LATEST_SCHEDULE_DAYS = 365;

/**
 * Spec 1's Send New Message dialog: from-number, recipients with contact suggestions, message text,
 * attachment and Send; optionally a later time to send at (the message then shows as scheduled).
 */
export function ComposeDialog(props: {
  numbers: readonly TelephoneNumber[];
  /** The number chosen in the filter, if any: it is the From number to begin with. */
  initialFrom: string | null;
  onClose: () => void;
  onSent: (sent: SentMessage) => void;
}) {
  const { numbers, initialFrom, onClose, onSent } = props;
  const id = useId();
  const [from, setFrom] = useState(() => initialFrom ?? firstSender(numbers)?.tn ?? '');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const contacts = useQuery(contactSuggestionsQuery);
  const deferDate = later && sendAt ? new Date(sendAt).toISOString() : undefined;

  return (
    <Dialog title="Send New Message" onDismiss={onClose}>
      <div className="compose">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            From
          </label>
          <select
            id={`${id}-from`}
            className="field__input"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          >
            {from === '' && <option value="">Choose a number</option>}
            {numbers.map((number) => (
              <option key={number.tn} value={number.tn}>
                {numberLabel(number)}
              </option>
            ))}
          </select>
        </div>
        <RecipientInput
          recipients={recipients}
          onChange={setRecipients}
          contacts={contacts.data?.data ?? []}
        />
        <div className="checkbox-row">
          <input
            id={`${id}-later`}
            type="checkbox"
            checked={later}
            onChange={(event) => setLater(event.target.checked)}
          />
          <label htmlFor={`${id}-later`}>Send later</label>
        </div>
        {later && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-at`}>
              Send at
            </label>
            <input
              id={`${id}-at`}
              className="field__input"
              type="datetime-local"
              min={localInputValue(new Date())}
              max={localInputValue(new Date(Date.now() + LATEST_SCHEDULE_DAYS * 86_400_000))}
              value={sendAt}
              onChange={(event) => setSendAt(event.target.value)}
            />
          </div>
        )}
        <MessageDraft
          from={from || null}
          recipients={recipients}
          deferDate={deferDate}
          ready={!later || deferDate !== undefined}
          onSent={onSent}
          otherAction={
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
          }
        />
      </div>
    </Dialog>
  );
}

/** A number in the From choice: its nickname, and why it cannot send yet when it cannot. */
function numberLabel(number: TelephoneNumber): string {
  const name = number.nickname.trim()
    ? `${formatNumber(number.tn)} (${number.nickname.trim()})`
    : formatNumber(number.tn);
  if (!number.planAllowsSms) return `${name}: plan without messaging`;
  if (!number.isSmsEnabled) return `${name}: SMS not activated`;
  return name;
}

function firstSender(numbers: readonly TelephoneNumber[]): TelephoneNumber | undefined {
  return numbers.find((number) => number.isSmsEnabled && number.planAllowsSms) ?? numbers[0];
}

/** A date as a datetime-local input's value, in the browser's zone. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
