import type { ReactNode } from 'react';
import { DataTable } from '../../ui/data-table.tsx';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { type PageWindow, Paginator, useStepBackFromEmptyPage } from '../../ui/paginator.tsx';

/** What the scaffold reads of a tab's list query (a TanStack Query result of a `{ data, total }` page). */
export interface BrokerListQuery<T> {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
  data: { data: T[]; total: number } | undefined;
}

export interface BrokerListTabProps<T> {
  /** The tab's CSS class and heading. */
  className: string;
  title: string;
  /** The filter and download bar above the table. */
  toolbar: ReactNode;
  list: BrokerListQuery<T>;
  pageWindow: PageWindow;
  onPageWindow: (window: PageWindow) => void;
  /** The table's (and, with ' pages', the paginator's) name for screen readers. */
  label: string;
  loadingText: string;
  /** Spec 3's empty text ('No offers to display.', 'No licenses to display.'). */
  emptyText: string;
  /** The header row. */
  head: ReactNode;
  /** One `<tr>` per row, with its key. */
  row: (item: T) => ReactNode;
  /** Rows under the page's rows (a page total), given them. */
  foot?: (items: T[]) => ReactNode;
}

/**
 * A paged list tab of the broker dashboard: heading, toolbar, loading, the spec's load-failure text, empty
 * text, the table and the paginator; an emptied last page steps back a page.
 */
export function BrokerListTab<T>(props: BrokerListTabProps<T>) {
  const { list, pageWindow, onPageWindow, label } = props;
  const rows = list.data?.data ?? [];
  useStepBackFromEmptyPage(pageWindow, onPageWindow, list.isSuccess && rows.length === 0);
  return (
    <div className={props.className}>
      <h2>{props.title}</h2>
      {props.toolbar}
      {list.isPending && <p role="status">{props.loadingText}</p>}
      <InlineError error={list.error} fallback={LIST_LOAD_FAILED} />
      {list.isSuccess && rows.length === 0 && <p>{props.emptyText}</p>}
      {rows.length > 0 && (
        <DataTable label={label} head={props.head} foot={props.foot?.(rows)}>
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
    </div>
  );
}
