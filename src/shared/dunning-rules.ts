/** The most days one staff "extend" may push a dunning's retries and licence end back (docs/adr/0074). */
export const DUNNING_EXTENSION_MAX_DAYS = 30;
/** The most days all of a dunning's extensions together may push it back: staff postpone, never forgive. */
export const DUNNING_DELAY_MAX_DAYS = 60;
/** The longest note a staff member may leave with an extension (the column's width). */
export const DUNNING_NOTE_MAX = 300;
