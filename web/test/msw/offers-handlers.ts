import { CONTACT_AGENT_CONFIRMATION, contactAgentProblems } from '../../../src/shared/contact-agent-rules.ts';
import { backend, http, newId } from './backend.ts';

/** The fake offers API: the contact-agent request, checked by the shared rules against the fake inventory. */
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
    if (body.type === 'license' && number.licenseNrc === null && number.licenseMrc === null) {
      return response(422).json({
        name: 'Unprocessable',
        code: 'offers.number_not_licensable',
        message: 'This number is not offered for licence. You can ask an agent about buying it instead.',
      });
    }
    return response(201).json({ leadId: newId(), message: CONTACT_AGENT_CONFIRMATION });
  }),
];
