import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonResponse, OPTIONAL_SIGN_IN } from '../../../../platform/http/openapi-helpers.ts';
import { BasketView } from './basket.contract.ts';

const WidgetTokenParam = z.object({
  token: z
    .string()
    .min(1)
    .max(64, 'This search widget does not exist.')
    .openapi({ param: { name: 'token', in: 'path' }, example: 'w_demo0123456789abcdef' }),
});

export const createWidgetBasket = createRoute({
  method: 'post',
  path: '/api/widget/{token}/baskets',
  tags: ['Embedded search widget'],
  operationId: 'createWidgetBasket',
  security: OPTIONAL_SIGN_IN,
  summary: "Create an empty basket for a broker's embedded search widget",
  description:
    "The basket of a widget's checkout (docs/adr/0064): its data carries the widget's token (`widgetToken`, written " +
    'here and nowhere else: the other basket routes drop the key), so every number added is priced on the server ' +
    "with the broker's markup and refused (422 `This number cannot be bought through this search.`) unless the " +
    'widget offers it to buy at once; checkout records the sale as the broker\u2019s embedded sale. The browser ' +
    'does not remember it as the site\u2019s basket (no cookie): the widget keeps its uuid. 404 `This search widget ' +
    'does not exist.` for an unknown token. Rate limited like POST /api/baskets (429).',
  request: { params: WidgetTokenParam },
  responses: { 201: jsonResponse(BasketView, 'The new basket.'), ...errorResponses(400, 404, 429) },
});
