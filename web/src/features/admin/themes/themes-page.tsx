import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import type { FieldValidator } from '../../../ui/dialogs/dialog-state.ts';
import { useDialogs } from '../../../ui/dialogs/use-dialogs.ts';
import { Paginator, usePageWindow, useStepBackFromEmptyPage } from '../../../ui/paginator.tsx';
import { useToasts } from '../../../ui/toasts/use-toasts.ts';
import { ThemePatternsDialog } from './theme-patterns-dialog.tsx';
import type { Theme } from './themes-api.ts';
import { themesQuery, useDeleteThemeMutation, useSaveThemeMutation } from './themes-api.ts';
import '../../../ui/data-table.css';
import '../admin.css';
import { DataTable } from '../../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../../ui/inline-error.tsx';

type ThemeField = 'name' | 'theme' | 'startDate' | 'endDate';

/** '2026-12-01T00:00:00.000Z' as 'Dec 1, 2026': themes run by UTC days. */
export function formatThemeDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const required =
  (message: string): FieldValidator<ThemeField> =>
  (value) =>
    value.trim() ? null : message;

const THEME_VALIDATORS: Partial<Record<ThemeField, FieldValidator<ThemeField>>> = {
  name: required('Title is required.'),
  theme: required('Keyword is required.'),
  startDate: required('Start date is required.'),
  endDate: (value, values) => {
    if (!value) return 'End date is required.';
    return values.startDate && value < values.startDate ? 'End date must be after the start date.' : null;
  },
};

/** /admin/themes (spec 3, 'Themes for /search'): the list, Add, Edit, Delete and each theme's patterns. */
export function ThemesPage() {
  const [pageWindow, setPageWindow] = usePageWindow();
  const [name, setName] = useState('');
  const [draft, setDraft] = useState('');
  const [patternsOf, setPatternsOf] = useState<number | null>(null);
  const themes = useQuery(themesQuery({ ...pageWindow, name }));
  const save = useSaveThemeMutation();
  const remove = useDeleteThemeMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const searchId = useId();
  const rows = themes.data?.data ?? [];
  const total = themes.data?.total ?? 0;

  useStepBackFromEmptyPage(pageWindow, setPageWindow, themes.isSuccess && rows.length === 0);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setName(draft);
    setPageWindow({ skip: 0, limit: pageWindow.limit });
  }

  async function editTheme(theme: Theme | null) {
    let initial: Record<ThemeField, string> = {
      name: theme?.name ?? '',
      theme: theme?.theme ?? '',
      startDate: theme?.startDate.slice(0, 10) ?? '',
      endDate: theme?.endDate.slice(0, 10) ?? '',
    };
    // A refusal shows the server's messages, then the form again with what was typed.
    for (;;) {
      const values = await dialogs.form<ThemeField>({
        title: theme ? 'Edit Theme' : 'Add Theme',
        fields: [
          { name: 'name', label: 'Title', initialValue: initial.name },
          { name: 'theme', label: 'Keyword', initialValue: initial.theme, placeholder: 'e.g. winter' },
          { name: 'startDate', label: 'Start Date', type: 'date', initialValue: initial.startDate },
          { name: 'endDate', label: 'End Date', type: 'date', initialValue: initial.endDate },
        ],
        validate: THEME_VALIDATORS,
        submitLabel: 'Save',
      });
      if (!values) return;
      try {
        const saved = await save.mutateAsync({ themeId: theme?.themeId ?? null, body: values });
        toasts.show({ message: `Theme “${saved.name}” saved.`, kind: 'success' });
        return;
      } catch (error) {
        if (!(error instanceof ApiError)) return;
        await dialogs.error(error.errors ? Object.values(error.errors).join(' ') : error.message);
        initial = values;
      }
    }
  }

  async function deleteTheme(theme: Theme) {
    const count = theme.themePatterns.length;
    const confirmed = await dialogs.confirm({
      action: 'Delete',
      message: `Delete the theme “${theme.name}”${count ? ` and its ${count} ${count === 1 ? 'pattern' : 'patterns'}` : ''}?`,
    });
    if (!confirmed) return;
    const deleted = await remove.mutateAsync(theme.themeId).then(
      () => true,
      () => false,
    );
    if (deleted) toasts.show({ message: `Theme “${theme.name}” deleted.`, kind: 'success' });
  }

  return (
    <section className="page">
      <p>
        <Link to="/admin/resources">← Back</Link>
      </p>
      <h1>Themes for /search</h1>
      <div className="admin-toolbar">
        <form aria-label="Search themes" onSubmit={search}>
          <div className="field">
            <label className="field__label" htmlFor={searchId}>
              Name starts with
            </label>
            <input
              id={searchId}
              className="field__input"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <button type="button" className="button button--primary" onClick={() => void editTheme(null)}>
          Add Theme
        </button>
      </div>
      {themes.isPending && <p role="status">Loading themes…</p>}
      <InlineError error={themes.error} fallback={LIST_LOAD_FAILED} />
      {themes.isSuccess && rows.length === 0 && <p>{name.trim() ? 'No themes match.' : 'No themes yet.'}</p>}
      {rows.length > 0 && (
        <DataTable
          label="Themes"
          head={
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Name</th>
              <th scope="col">Start Date</th>
              <th scope="col">End Date</th>
              <th scope="col">Patterns</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          }
        >
          {rows.map((theme) => (
            <tr key={theme.themeId}>
              <td>{theme.themeId}</td>
              <td>
                {theme.name}
                {theme.isCurrent && <span className="theme-active">(ACTIVE)</span>}
              </td>
              <td>{formatThemeDay(theme.startDate)}</td>
              <td>{formatThemeDay(theme.endDate)}</td>
              <td>{theme.themePatterns.length}</td>
              <td>
                <div className="data-table__actions">
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Edit Patterns of ${theme.name}`}
                    onClick={() => setPatternsOf(theme.themeId)}
                  >
                    Edit Patterns
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Edit ${theme.name}`}
                    onClick={() => void editTheme(theme)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Delete ${theme.name}`}
                    disabled={remove.isPending}
                    onClick={() => void deleteTheme(theme)}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Paginator
        total={total}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={setPageWindow}
        label="Themes pages"
      />
      {patternsOf !== null && (
        <ThemePatternsDialog themeId={patternsOf} onClose={() => setPatternsOf(null)} />
      )}
    </section>
  );
}
