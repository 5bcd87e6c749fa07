import type { ReactNode } from 'react';
import './data-table.css';

/**
 * A list screen's table: named for screen readers, scrolling inside its own box on a phone instead of
 * widening the page. `head` is the header row; the children are the body's rows.
 */
export function DataTable({
  label,
  head,
  children,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label={label}>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
