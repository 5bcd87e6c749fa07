import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Dialog } from '../../../ui/dialogs/dialog.tsx';
import { openDialogsAtom } from '../../../ui/dialogs/dialog-state.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { Form } from '../../../ui/forms/form.tsx';
import { useForm } from '../../../ui/forms/use-form.ts';
import { formatWrap, normalizePattern, themeWraps } from './theme-wraps.ts';
import type { ThemePattern } from './themes-api.ts';
import { themeQuery, useAddPatternMutation, useDeletePatternMutation } from './themes-api.ts';

const PATTERN_RULE =
  'A pattern uses digits and capital letters, optionally after a leading * (e.g. XXYY, *777).';

/** Spec 3's Theme Patterns modal: add, delete (confirmed), filter, and a preview of four sample wraps. */
export function ThemePatternsDialog({ themeId, onClose }: { themeId: number; onClose: () => void }) {
  const theme = useQuery(themeQuery(themeId));
  const add = useAddPatternMutation();
  const remove = useDeletePatternMutation();
  const dialogs = useDialogs();
  // The confirm and error dialogs open above this one; it must not pull focus back meanwhile.
  const covered = useAtomValue(openDialogsAtom).length > 0;
  const [filter, setFilter] = useState('');
  const form = useForm({
    fields: { pattern: '' },
    validate: ({ pattern }) => ({
      pattern: normalizePattern(pattern) ? undefined : pattern.trim() ? PATTERN_RULE : 'Pattern is required.',
    }),
    submit: async ({ pattern }) => {
      const normalized = normalizePattern(pattern) ?? pattern; // validate let only a valid pattern through
      await add.mutateAsync({ themeId, pattern: normalized });
      // Only what was sent is cleared: a pattern typed while the request ran stays.
      form.set('pattern', (current) => (normalizePattern(current) === normalized ? '' : current));
    },
    failureField: 'pattern',
  });
  const problem = form.errors.pattern;
  const ids = { pattern: useId(), problem: useId(), filter: useId(), preview: useId() };
  const patterns = theme.data?.themePatterns ?? [];
  const needle = filter.trim().toUpperCase();
  const shown = needle ? patterns.filter((row) => row.pattern.includes(needle)) : patterns;
  const wraps = themeWraps(patterns.map((row) => row.pattern));

  async function deletePattern(row: ThemePattern) {
    const confirmed = await dialogs.confirm({
      action: 'Delete',
      message: `Delete the pattern ${row.pattern} from this theme?`,
    });
    if (confirmed) remove.mutate(row.themePatternId);
  }

  return (
    <Dialog
      title={theme.data ? `Theme Patterns: ${theme.data.name}` : 'Theme Patterns'}
      onDismiss={onClose}
      covered={covered}
    >
      <Form form={form} className="admin-toolbar">
        <div className="field">
          <label className="field__label" htmlFor={ids.pattern}>
            New pattern
          </label>
          <input
            id={ids.pattern}
            className="field__input"
            ref={form.ref('pattern')}
            value={form.values.pattern}
            maxLength={12}
            autoComplete="off"
            placeholder="XXYY"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.problem : undefined}
            onChange={(event) => form.set('pattern', event.target.value.toUpperCase())}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={form.pending}>
          Add
        </button>
      </Form>
      {problem && (
        <p id={ids.problem} className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={ids.filter}>
          Filter patterns
        </label>
        <input
          id={ids.filter}
          className="field__input"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {theme.isPending && <p role="status">Loading patterns…</p>}
      {theme.isSuccess && patterns.length === 0 && <p className="muted">No patterns yet.</p>}
      {patterns.length > 0 && shown.length === 0 && <p className="muted">No pattern matches the filter.</p>}
      {shown.length > 0 && (
        <ul className="theme-patterns__list" aria-label="Patterns">
          {shown.map((row) => (
            <li key={row.themePatternId}>
              <span className="theme-patterns__pattern">{row.pattern}</span>
              <button
                type="button"
                className="link-button"
                aria-label={`Delete pattern ${row.pattern}`}
                disabled={remove.isPending}
                onClick={() => void deletePattern(row)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {wraps.length > 0 && (
        <section aria-labelledby={ids.preview}>
          <h3 id={ids.preview}>Preview</h3>
          <ul className="theme-wraps" aria-label="Sample wraps">
            {wraps.map((wrap, index) => {
              const { before, marked } = formatWrap(wrap);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the four samples are positional.
                <li key={index} className="theme-wrap">
                  <span className="theme-wrap__label">{theme.data?.name}</span>
                  <span className="theme-wrap__number">
                    {before}
                    <mark>{marked}</mark>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
