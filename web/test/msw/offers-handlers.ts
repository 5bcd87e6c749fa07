import { CONTACT_AGENT_CONFIRMATION, contactAgentProblems } from '../../../src/shared/contact-agent-rules.ts';
import { backend, http, newId } from './backend.ts';

/** The fake offers API: the contact-agent request, checked by the shared form rules; 404 for numbers not listed. */
export const offersHandlers = [
  http.post('/api/talk-to-agent', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'talkToAgent', body });
    const errors = contactAgentProblems(body);
    if (Object.keys(errors).length > 0) {
      return response(400).json({
        name: 'BadRequest',
        code: 'validation.invalid',
        message: 'Invalid request.',
        errors,
      });
    }
    const number = backend.inventory.find((listed) => listed.tn === body.tn);
    if (!number) {
      return response(404).json({
        name: 'NotFound',
        code: 'offers.number_not_available',
        message: 'Sorry, this number is no longer available.',
      });
    }
    return response(201).json({ leadId: newId(), message: CONTACT_AGENT_CONFIRMATION });
  }),
];
