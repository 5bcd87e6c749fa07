import { pageButtons, pageCount, pageOf, pagingCaption, skipOfPage } from '../../../../src/shared/paging.ts';
import '../../ui/paginator.css';

export interface SearchPagerProps {
  total: number;
  skip: number;
  limit: number;
  onSkip: (skip: number) => void;
}

/**
 * The shared paginator's controls for search results. The ui kit's Paginator offers the account lists'
 * page sizes (10 to 100, kept in a cookie); search has its own (12 to 100, in the URL), chosen beside the sort.
 */
export function SearchPager({ total, skip, limit, onSkip }: SearchPagerProps) {
  const pages = pageCount(total, limit);
  const current = Math.min(pageOf(skip, limit), Math.max(pages, 1));
  const goTo = (page: number) => onSkip(skipOfPage(page, limit));
  return (
    <nav className="paginator" aria-label="Search results pages">
      <p className="paginator__caption">{pagingCaption(skip, limit, total)}</p>
      {pages > 1 && (
        <ul className="paginator__pages">
          <li>
            <PageButton label="First page" text="«" disabled={current === 1} onClick={() => goTo(1)} />
          </li>
          <li>
            <PageButton
              label="Previous page"
              text="‹"
              disabled={current === 1}
              onClick={() => goTo(current - 1)}
            />
          </li>
          {pageButtons(current, pages).map((page) => (
            <li key={page}>
              <button
                type="button"
                className="paginator__button"
                aria-label={`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => goTo(page)}
              >
                {page}
              </button>
            </li>
          ))}
          <li>
            <PageButton
              label="Next page"
              text="›"
              disabled={current === pages}
              onClick={() => goTo(current + 1)}
            />
          </li>
          <li>
            <PageButton label="Last page" text="»" disabled={current === pages} onClick={() => goTo(pages)} />
          </li>
        </ul>
      )}
    </nav>
  );
}

interface PageButtonProps {
  label: string;
  text: string;
  disabled: boolean;
  onClick: () => void;
}

function PageButton({ label, text, disabled, onClick }: PageButtonProps) {
  return (
    <button
      type="button"
      className="paginator__button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
}
