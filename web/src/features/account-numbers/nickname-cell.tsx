import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { NICKNAME_MAX, nicknameProblem } from '../../../../src/shared/number-nickname.ts';
import { inlineErrorText } from '../../api/inline-error.ts';
import type { TelephoneNumber } from './account-numbers-api.ts';
import { useUpdateNumberMutation } from './account-numbers-api.ts';

/** The nickname, edited in place: Enter saves, Escape gives up. */
export function NicknameCell({ number }: { number: TelephoneNumber }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateNumberMutation();
  const errorId = useId();

  if (draft === null)
    return (
      <span className="nickname-cell">
        <span>{number.nickname}</span>
        <button
          type="button"
          className="button nickname-cell__edit"
          aria-label={`Edit the nickname of ${number.humanTn}`}
          onClick={() => {
            update.reset();
            setDraft(number.nickname);
          }}
        >
          Edit
        </button>
      </span>
    );

  const problem = nicknameProblem(draft.trim());
  const error =
    problem ?? (update.error ? inlineErrorText(update.error, 'The nickname was not saved.') : null);

  function save(event: FormEvent) {
    event.preventDefault();
    if (problem || draft === null) return;
    update.mutate({ tn: number.tn, nickname: draft.trim() }, { onSuccess: () => setDraft(null) });
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') setDraft(null);
  }

  return (
    <form className="nickname-cell" onSubmit={save} noValidate>
      <input
        className="field__input"
        aria-label={`Nickname of ${number.humanTn}`}
        value={draft}
        maxLength={NICKNAME_MAX + 20}
        // biome-ignore lint/a11y/noAutofocus: the input appears because the user asked to edit this very field.
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        Save
      </button>
      <button type="button" className="button" onClick={() => setDraft(null)}>
        Cancel
      </button>
      {error && (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
