import { PageLinks } from '../../ui/paginator.tsx';

export interface SearchPagerProps {
  total: number;
  skip: number;
  limit: number;
  onSkip: (skip: number) => void;
}

/**
 * The shared paginator's page links for search results. The ui kit's Paginator also offers the account
 * lists' page sizes (10 to 100, kept in a cookie); search has its own (12 to 100, in the URL) beside the sort.
 */
export function SearchPager(props: SearchPagerProps) {
  return (
    <nav className="paginator" aria-label="Search results pages">
      <PageLinks {...props} />
    </nav>
  );
}
