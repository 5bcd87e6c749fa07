import { backend, http } from './backend.ts';

const invalidLink = {
  name: 'NotFound',
  code: 'catalog.saved_search_link_invalid',
  message: 'This link is not valid. Use the link in the most recent email about your search.',
};

/** The fake saved-search alerts: a search answers only to its own token. */
export const alertsHandlers = [
  http.get('/api/savedSearches/{id}', ({ params, query, response }) => {
    const alert = backend.alerts.get(Number(params.id));
    if (!alert || alert.token !== query.get('token')) return response(404).json(invalidLink);
    return response(200).json(alert.view);
  }),
  http.post('/api/savedSearches/{id}/unsubscribe', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'unsubscribeSavedSearch', body });
    const alert = backend.alerts.get(Number(params.id));
    if (!alert || alert.token !== body.token) return response(404).json(invalidLink);
    alert.view.unsubscribedAt ??= '2026-11-24T10:00:00.000Z';
    return response(200).json(alert.view);
  }),
];
