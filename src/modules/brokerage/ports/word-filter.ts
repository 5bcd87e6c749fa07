/** The catalog's profanity filter: search refuses to spell these words, and so do brokers' spellings. */
export interface WordFilter {
  isClean(word: string): boolean;
}
