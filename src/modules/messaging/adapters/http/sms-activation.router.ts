import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { requireAccountAdmin } from '../../../../platform/http/guards.ts';
import type { TfnSmsForm } from '../../../../shared/tfn-sms-form.ts';
import type { makeRequestSmsActivation } from '../../app/request-sms-activation.ts';
import { activateSms } from './sms-activation.contract.ts';

const FORM_FIELDS = [
  'companyName',
  'website',
  'volume',
  'message',
  'canadaTraffic',
  'category',
  'type',
  'optIn',
] as const satisfies readonly (keyof TfnSmsForm)[];

/** POST /api/accounts/telephone-numbers/activate-sms (docs/adr/0045). */
export function mountSmsActivationRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { requestSmsActivation: ReturnType<typeof makeRequestSmsActivation> },
) {
  app.openapi(activateSms, async (c) => {
    const body = c.req.valid('json');
    // Any form field makes it the toll-free form; the ones left out are empty, and the rules say so.
    const sent = FORM_FIELDS.some((field) => body[field] !== undefined);
    const form: TfnSmsForm | null = sent
      ? {
          companyName: body.companyName ?? '',
          website: body.website ?? '',
          volume: body.volume ?? '',
          message: body.message ?? '',
          canadaTraffic: body.canadaTraffic ?? '',
          category: body.category ?? '',
          type: body.type ?? '',
          optIn: body.optIn ?? '',
        }
      : null;
    const answer = await deps.requestSmsActivation(requireAccountAdmin(c), { tn: body.tn, form });
    return c.json(answer, 201);
  });
}
