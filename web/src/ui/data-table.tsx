import type { ReactNode } from 'react';
import './data-table.css';

/**
 * A list screen's table: named for screen readers, scrolling inside its own box on a phone instead of
 * widening the page. `head` is the header row; the children are the body's rows; `foot` any rows below them.
 */
export function DataTable({
  label,
  head,
  foot,
  children,
}: {
  label: string;
  head: ReactNode;
  /** Rows under the body, e.g. a page total. */
  foot?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label={label}>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
