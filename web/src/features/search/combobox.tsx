import type { KeyboardEvent, Ref } from 'react';
import { useId, useState } from 'react';
import type { Choice } from './area-codes.ts';

/** Long lists (every area code) are cut to this many options; typing narrows them. */
const MAX_OPTIONS = 50;

export interface ComboboxProps {
  label: string;
  /** The text in the input. */
  text: string;
  /** Every edit of the text. */
  onTextChange: (text: string) => void;
  /** The options for the current text, best first. */
  choices: readonly Choice[];
  onChoose: (choice: Choice) => void;
  onBlur?: () => void;
  hint?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text input with a list of suggestions (the WAI-ARIA combobox with a listbox popup): Down and Up move
 * through the options, Enter chooses, Escape closes; focus stays in the input throughout. The fields using it
 * may complete the text inline (the completed part selected, so typing on replaces it).
 */
export function Combobox(props: ComboboxProps) {
  const { label, text, onTextChange, choices, onChoose, onBlur, hint, inputRef, ...inputProps } = props;
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = choices.slice(0, MAX_OPTIONS);
  const expanded = open && shown.length > 0;
  const activeChoice = expanded && active >= 0 ? shown[active] : undefined;

  function choose(choice: Choice) {
    setOpen(false);
    setActive(-1);
    onChoose(choice);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : shown.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && activeChoice) {
      event.preventDefault();
      choose(activeChoice);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="field combobox">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        aria-autocomplete="both"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeChoice ? `${id}-option-${active}` : undefined}
        aria-describedby={hint ? hintId : undefined}
        value={text}
        onChange={(event) => {
          setOpen(true);
          setActive(-1);
          onTextChange(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox popup of the combobox pattern.
        role="listbox"
        aria-label={`${label} suggestions`}
        className="combobox__list"
        hidden={!expanded}
      >
        {shown.map((choice, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard (aria-activedescendant).
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant).
          <li
            key={choice.value}
            id={`${id}-option-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: options of the listbox above.
            role="option"
            aria-selected={index === active}
            className={index === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
            // Keeps focus in the input while the option is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(choice)}
          >
            {choice.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
