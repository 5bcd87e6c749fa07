import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireMember } from '../../../../platform/http/guards.ts';
import type { makeCreateContact } from '../../app/create-contact.ts';
import type { makeDeleteContact } from '../../app/delete-contact.ts';
import type { makeListContacts } from '../../app/list-contacts.ts';
import type { makeSetContactBlocked } from '../../app/set-contact-blocked.ts';
import type { makeUpdateContact } from '../../app/update-contact.ts';
import {
  contactList,
  createContact,
  deleteContact,
  listContacts,
  setContactBlocked,
  updateContact,
} from './contacts.contract.ts';

export interface ContactRouteDeps {
  listContacts: ReturnType<typeof makeListContacts>;
  createContact: ReturnType<typeof makeCreateContact>;
  updateContact: ReturnType<typeof makeUpdateContact>;
  deleteContact: ReturnType<typeof makeDeleteContact>;
  setContactBlocked: ReturnType<typeof makeSetContactBlocked>;
}

export function mountContactRoutes(app: OpenAPIHono<AppEnv>, deps: ContactRouteDeps) {
  app.openapi(listContacts, async (c) => {
    const { accountId } = requireMember(c);
    return c.json(await deps.listContacts({ accountId, query: contactList.parse(c.req.queries()) }), 200);
  });

  app.openapi(createContact, async (c) => {
    const { accountId } = requireMember(c);
    return c.json(await deps.createContact({ accountId, ...c.req.valid('json') }), 201);
  });

  app.openapi(updateContact, async (c) => {
    const { accountId } = requireMember(c);
    const { contactId } = c.req.valid('param');
    return c.json(await deps.updateContact({ accountId, contactId, changes: c.req.valid('json') }), 200);
  });

  app.openapi(deleteContact, async (c) => {
    const { accountId } = requireMember(c);
    await deps.deleteContact({ accountId, contactId: c.req.valid('param').contactId });
    return c.body(null, 204);
  });

  app.openapi(setContactBlocked, async (c) => {
    const { accountId } = requireMember(c);
    const { callerId } = c.req.valid('param');
    const { contact, created } = await deps.setContactBlocked({
      accountId,
      callerId,
      ...c.req.valid('json'),
    });
    return created ? c.json(contact, 201) : c.json(contact, 200);
  });
}
