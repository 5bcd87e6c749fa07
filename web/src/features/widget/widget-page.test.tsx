import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from '../../../test/msw/handlers.ts';
import { server } from '../../../test/msw/server.ts';
import { renderApp } from '../../../test/render-app.tsx';

const WIDGET = {
  name: 'Acme Numbers',
  url: 'https://acme.example/numbers',
  siteOrigin: 'https://acme.example',
};
const number = (tn: string, price: number, action: 'buy' | 'contact') => ({
  tn: `+1${tn}`,
  humanTn: `(${tn.slice(0, 3)}) ${tn.slice(3, 6)}-${tn.slice(6)}`,
  spelling: null,
  city: 'Albany',
  state: 'NY',
  price,
  action,
});

function widgetBackend(calls: string[] = []) {
  server.use(
    http.get('/api/widget/{token}', ({ params, response }) =>
      params.token === 'w1'
        ? response(200).json(WIDGET)
        : response(404).json({ name: 'NotFound', message: 'This search widget does not exist.', code: 'x' }),
    ),
    http.get('/api/widget/{token}/search', ({ query, response }) => {
      calls.push(`search npa=${query.get('npa')}`);
      return response(200).json({
        data: [number('5182340100', 5_600, 'buy'), number('5182340199', 300_000, 'contact')],
        more: false,
        matchesPartial: false,
      });
    }),
    http.post('/api/widget/{token}/baskets', ({ response }) => {
      calls.push('basket');
      return response.untyped(
        Response.json({ uuid: '6f1c2c8e-3c5a-4d4e-9f55-2b1f0c7e9a10' }, { status: 201 }),
      );
    }),
    http.post('/api/baskets/items', async ({ request, response }) => {
      calls.push(`add ${(await request.json()).tn}`);
      return response.untyped(Response.json({}, { status: 201 }));
    }),
  );
  return calls;
}

describe('the embedded search widget page (/widget/{token})', () => {
  it("searches at the broker's prices: Buy Now below the buy-now limit, ask the broker above it", async () => {
    const calls = widgetBackend();
    const { user } = renderApp('/widget/w1');
    expect(
      await screen.findByRole('heading', { name: 'Find a phone number with Acme Numbers' }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Area code'), '518');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = within(await screen.findByRole('list', { name: 'Numbers' }));
    const cheap = within(results.getByRole('article', { name: '(518) 234-0100' }));
    expect(cheap.getByText('$56.00')).toBeTruthy();
    expect(cheap.getByRole('button', { name: 'Buy Now' })).toBeTruthy();
    const dear = within(results.getByRole('article', { name: '(518) 234-0199' }));
    expect(dear.getByRole('link', { name: 'Ask Acme Numbers' }).getAttribute('href')).toBe(WIDGET.url);
    expect(calls).toEqual(['search npa=518']);
  });

  it('asks for an area code before searching', async () => {
    widgetBackend();
    const { user } = renderApp('/widget/w1');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a 3-digit area code.')).toBeTruthy();
  });

  it("Buy Now opens the widget's own basket with the number and asks for the buyer's details", async () => {
    const calls = widgetBackend();
    const { user } = renderApp('/widget/w1');
    await user.type(await screen.findByLabelText('Area code'), '518');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(calls).toEqual(['search npa=518', 'basket', 'add +15182340100']);
  });

  it('an unknown widget says it is not available', async () => {
    widgetBackend();
    renderApp('/widget/nobody');
    expect(await screen.findByText('This search is not available.')).toBeTruthy();
  });
});
