import { NotFoundError } from '../../../shared/domain-error.ts';

/** Unknown search, or a token not signed for it: both answer the same 404. */
export class SavedSearchLinkInvalid extends NotFoundError {
  constructor() {
    super(
      'catalog.saved_search_link_invalid',
      'This link is not valid. Use the link in the most recent email about your search.',
    );
  }
}
