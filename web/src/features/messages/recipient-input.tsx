import { type KeyboardEvent, useId, useState } from 'react';
import { addRecipient, MAX_PARTICIPANTS, matchesContact } from '../../../../src/shared/message-rules.ts';
import { PhoneNumber } from '../../../../src/shared/phone-number.ts';
import { formatNumber } from './thread-labels.ts';

export interface Suggestion {
  name: string;
  callerId: string;
}

const MAX_SUGGESTIONS = 8;
export const INVALID_RECIPIENT = 'Enter a valid phone number.';

/**
 * The Send New Message dialog's recipients (spec 1 section 5): contact suggestions filtered by digits of the
 * number or by name; typed text joins the list on blur (or Enter, or a comma) only when it is a valid number
 * not already listed. A combobox with a listbox popup: Down and Up move, Enter chooses, Escape closes.
 */
export function RecipientInput(props: {
  recipients: string[];
  onChange: (recipients: string[]) => void;
  contacts: readonly Suggestion[];
}) {
  const { recipients, onChange, contacts } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const full = recipients.length >= MAX_PARTICIPANTS;
  const shown = contacts
    .filter((contact) => !recipients.includes(contact.callerId) && matchesContact(contact, text))
    .slice(0, MAX_SUGGESTIONS);
  const expanded = open && text.trim() !== '' && shown.length > 0;
  const activeChoice = expanded && active >= 0 ? shown[active] : undefined;

  /** Adds what was typed when it is a valid new number; a number already listed is just cleared. */
  function commit(typed: string): void {
    if (typed.trim() === '') return;
    const next = addRecipient(recipients, typed);
    if (next) {
      onChange(next);
      setText('');
      setProblem(null);
    } else if (PhoneNumber.isValid(typed)) {
      setText(''); // already listed: nothing to add
    } else {
      setProblem(INVALID_RECIPIENT);
    }
  }

  function choose(suggestion: Suggestion) {
    setOpen(false);
    setActive(-1);
    commit(suggestion.callerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeChoice) choose(activeChoice);
      else commit(text);
    } else if (event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && recipients.length > 0) {
      onChange(recipients.slice(0, -1));
    }
  }

  return (
    <div className="field recipients">
      <label className="field__label" htmlFor={id}>
        To
      </label>
      {recipients.length > 0 && (
        <ul className="recipients__chips" aria-label="Recipients">
          {recipients.map((recipient) => (
            <li key={recipient} className="recipients__chip">
              {nameOf(recipient, contacts)}
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove ${nameOf(recipient, contacts)}`}
                onClick={() => onChange(recipients.filter((entry) => entry !== recipient))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="field__input"
        type="text"
        inputMode="tel"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={activeChoice ? `${id}-option-${active}` : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={full ? '' : 'Name or number'}
        disabled={full}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          commit(text);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className={problem ? 'field__error' : 'field__hint'}>
        {problem ??
          (full ? `At most ${MAX_PARTICIPANTS} recipients.` : 'Type a name or a number, then Enter.')}
      </p>
      <ul
        id={`${id}-list`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox popup of the combobox pattern.
        role="listbox"
        aria-label="Contact suggestions"
        className="suggestions"
        hidden={!expanded}
      >
        {shown.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant).
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant).
          <li
            key={suggestion.callerId}
            id={`${id}-option-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: options of the listbox above.
            role="option"
            aria-selected={index === active}
            className={
              index === active ? 'suggestions__option suggestions__option--active' : 'suggestions__option'
            }
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            {suggestion.name} {formatNumber(suggestion.callerId)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function nameOf(callerId: string, contacts: readonly Suggestion[]): string {
  const name = contacts.find((contact) => contact.callerId === callerId)?.name.trim();
  return name ? `${name} ${formatNumber(callerId)}` : formatNumber(callerId);
}
