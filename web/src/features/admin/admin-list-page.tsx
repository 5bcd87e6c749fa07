import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { type PageWindow, Paginator, useStepBackFromEmptyPage } from '../../ui/paginator.tsx';
import '../../ui/data-table.css';
import './admin.css';

/** What the scaffold reads of the list's query (a TanStack Query result of a `{ data, total }` page). */
export interface AdminListQuery<T> {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
  data: { data: T[]; total: number } | undefined;
}

export interface AdminListPageProps<T> {
  title: string;
  /** What the list is for, under the title. */
  intro: ReactNode;
  /** Filters and buttons above the table. */
  toolbar: ReactNode;
  list: AdminListQuery<T>;
  pageWindow: PageWindow;
  onPageWindow: (window: PageWindow) => void;
  /** The table's (and, with ' pages', the paginator's) name for screen readers. */
  label: string;
  loadingText: string;
  emptyText: string;
  /** Header cells' texts; a last column of row actions gets a hidden 'Actions' header. */
  columns: readonly string[];
  actionsColumn?: boolean;
  /** One `<tr>` per row, with its key. */
  row: (item: T) => ReactNode;
  /** Dialogs the page opens over the list. */
  children?: ReactNode;
}

/**
 * A paged staff list screen: back to /admin, title and intro, toolbar, loading, error, empty text, the table
 * and the paginator; an emptied last page steps back a page.
 */
export function AdminListPage<T>(props: AdminListPageProps<T>) {
  const { list, pageWindow, onPageWindow, label } = props;
  const rows = list.data?.data ?? [];
  useStepBackFromEmptyPage(pageWindow, onPageWindow, list.isSuccess && rows.length === 0);

  return (
    <section className="page">
      <p>
        <Link to="/admin">← Admin</Link>
      </p>
      <h1>{props.title}</h1>
      <p>{props.intro}</p>
      <div className="admin-toolbar">{props.toolbar}</div>
      {list.isPending && <p role="status">{props.loadingText}</p>}
      <InlineError error={list.error} fallback={LIST_LOAD_FAILED} />
      {list.isSuccess && rows.length === 0 && <p>{props.emptyText}</p>}
      {rows.length > 0 && (
        <DataTable
          label={label}
          head={
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              {props.actionsColumn && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          }
        >
          {rows.map(props.row)}
        </DataTable>
      )}
      <Paginator
        total={list.data?.total ?? 0}
        skip={pageWindow.skip}
        limit={pageWindow.limit}
        onChange={onPageWindow}
        label={`${label} pages`}
      />
      {props.children}
    </section>
  );
}
