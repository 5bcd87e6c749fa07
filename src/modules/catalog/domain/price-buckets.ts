// The rules live in src/shared because the search page applies them too; catalog code imports them here.
export {
  BUY_NOW_LIMIT_CENTS,
  bucketOf,
  LICENSE_CONTACT_AGENT_CENTS,
  type ListedPrices,
  type ListingAction,
  listingAction,
  MIN_SALE_PRICE_CENTS,
  PRICE_BUCKETS,
  type PriceBucket,
  SEARCH_BANDS,
} from '../../../shared/listing-rules.ts';
