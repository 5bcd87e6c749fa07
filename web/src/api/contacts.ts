import type { components } from './schema.d.ts';

export type Contact = components['schemas']['Contact'];

/**
 * Every query of the account's contacts starts with this: a `contacts` live event refreshes them all (the
 * contacts and blocking screens, and the messages screen's suggestions).
 */
export const contactsQueryRoot = ['contacts'] as const;
