import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { EventPublisher } from '../../../../platform/events/live-event.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { makeCreateContact } from '../../app/create-contact.ts';
import { makeDeleteContact } from '../../app/delete-contact.ts';
import { makeListContacts } from '../../app/list-contacts.ts';
import { makeSetContactBlocked } from '../../app/set-contact-blocked.ts';
import { makeUpdateContact } from '../../app/update-contact.ts';
import { MikroOrmContactBook } from '../db/mikro-orm-contact-book.ts';
import { MikroOrmContacts } from '../db/mikro-orm-contacts.ts';
import { liveConversationEvents } from '../events/live-conversation-events.ts';
import { mountContactRoutes } from '../http/contacts.router.ts';

export interface ContactOptions {
  /** Compose's event store: contact changes go to the account's open pages (live `contacts` events). */
  events: EventPublisher;
}

/** Contacts and blocking (docs/adr/0044), for the messaging module's index. */
export function contacts(
  options: ContactOptions & {
    em: () => EntityManager;
    clock: Clock;
    tx: <T>(work: () => Promise<T>) => Promise<T>;
  },
) {
  const deps = {
    contacts: new MikroOrmContacts(options.em),
    book: new MikroOrmContactBook(options.em),
    events: liveConversationEvents(options.events),
    clock: options.clock,
    tx: options.tx,
  };
  const routes = {
    listContacts: makeListContacts(deps),
    createContact: makeCreateContact(deps),
    updateContact: makeUpdateContact(deps),
    deleteContact: makeDeleteContact(deps),
    setContactBlocked: makeSetContactBlocked(deps),
  };
  // No jobs: every change is one request's transaction.
  return { mount: (app: OpenAPIHono<AppEnv>) => mountContactRoutes(app, routes) };
}
