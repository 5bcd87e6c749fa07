/** "Notify me" for a search with no results: the search and the email to tell. Sent once. */
export interface SavedSearchCriteria {
  type: 'local' | 'tollfree' | 'global';
  npa: string | null;
  state: string | null;
  search: string | null;
  country: string | null;
}

export class SavedSearch {
  id!: number;
  email: string;
  brandingId: number;
  search: SavedSearchCriteria;
  /** One key per email and search, so the same request twice is a conflict (409), not a second alert. */
  searchKey: string;
  frequency: 'once';
  createdAt: Date;
  notifiedAt: Date | null;

  constructor(props: { email: string; brandingId: number; search: SavedSearchCriteria; now: Date }) {
    this.email = props.email.trim().toLowerCase();
    this.brandingId = props.brandingId;
    this.search = props.search;
    this.searchKey = savedSearchKey(props.search);
    this.frequency = 'once';
    this.createdAt = props.now;
    this.notifiedAt = null;
  }
}

export function savedSearchKey(search: SavedSearchCriteria): string {
  return [search.type, search.npa, search.state, search.search?.toUpperCase(), search.country]
    .map((part) => part ?? '')
    .join('|');
}
