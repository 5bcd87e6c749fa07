import { backend, http, newId } from './backend.ts';

/** The fake catalog API the search page uses: search (the answer each test sets), the state directory and notify-me. */
export const searchHandlers = [
  http.get('/api/tnSearch', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    backend.calls.push({ operation: 'searchNumbers', body: query });
    return response(200).json(backend.searchAnswer(query));
  }),

  http.get('/api/state-npa', ({ response }) => response(200).json({ data: backend.stateNpa })),

  http.post('/api/savedSearches', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createSavedSearch', body });
    const { search } = body;
    if (!search.npa && !search.state && !search.search && !search.country) {
      const message = 'Choose an area code, a state, words or a country to be notified about.';
      return response(400).json({
        name: 'ValidationError',
        code: 'catalog.saved_search_empty',
        message,
        errors: { search: message },
      });
    }
    const stored = {
      type: search.type,
      npa: search.npa ?? null,
      state: search.state ?? null,
      search: search.search ?? null,
      country: search.country ?? null,
    };
    const key = [body.email.toLowerCase(), ...Object.values(stored)].map((part) => part ?? '').join('|');
    if (backend.savedSearches.has(key)) {
      return response(409).json({
        name: 'ConflictError',
        code: 'catalog.saved_search_exists',
        message: 'You will already be notified about this search.',
      });
    }
    backend.savedSearches.add(key);
    return response(201).json({
      id: newId(),
      email: body.email,
      search: stored,
      frequency: 'once',
      createDate: '2030-01-01T00:00:00.000Z',
    });
  }),
];
