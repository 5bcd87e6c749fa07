import { backend, http, newId, notSignedIn, page } from './backend.ts';

const forbidden = {
  name: 'ForbiddenError',
  code: 'auth.forbidden',
  message: 'You are not allowed to do this.',
};
const noTheme = { name: 'NotFound', code: 'catalog.theme_not_found', message: 'No such theme.' };

const staffOnly = () => {
  const { profile } = backend;
  if (!profile.isLoggedIn) return 401;
  return profile.isEmployee || profile.adminUser ? null : 403;
};
const refusal = (status: 401 | 403) => (status === 401 ? notSignedIn : forbidden);

const day = (text: string, end: boolean) => `${text.slice(0, 10)}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;

/** The fake staff API: themes with their patterns, and broker applications (plus applying from an account). */
export const adminHandlers = [
  http.get('/api/admin/themes', ({ query, response }) => {
    const refused = staffOnly();
    if (refused) return response(refused).json(refusal(refused));
    backend.calls.push({ operation: 'listThemes', body: query });
    // name[$ilike]=Win% (starts with), as the page sends it.
    const prefix = (query.get('name[$ilike]') ?? '').replace(/%$/, '').toLowerCase();
    return response(200).json(
      page(
        backend.themes.filter((theme) => theme.name.toLowerCase().startsWith(prefix)),
        query,
      ),
    );
  }),

  http.get('/api/admin/themes/{id}', ({ params, response }) => {
    const theme = backend.themes.find((row) => row.themeId === Number(params.id));
    return theme ? response(200).json(theme) : response(404).json(noTheme);
  }),

  http.post('/api/admin/themes', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createTheme', body });
    const theme = {
      themeId: newId(),
      name: body.name,
      theme: body.theme.toLowerCase(),
      status: 'active' as const,
      startDate: day(body.startDate, false),
      endDate: day(body.endDate, true),
      isCurrent: false,
      themePatterns: [],
    };
    backend.themes.push(theme);
    return response(201).json(theme);
  }),

  http.patch('/api/admin/themes/{id}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'updateTheme', body });
    const theme = backend.themes.find((row) => row.themeId === Number(params.id));
    if (!theme) return response(404).json(noTheme);
    Object.assign(theme, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.theme !== undefined && { theme: body.theme.toLowerCase() }),
      ...(body.startDate !== undefined && { startDate: day(body.startDate, false) }),
      ...(body.endDate !== undefined && { endDate: day(body.endDate, true) }),
    });
    return response(200).json(theme);
  }),

  http.delete('/api/admin/themes/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'deleteTheme', body: Number(params.id) });
    backend.themes = backend.themes.filter((row) => row.themeId !== Number(params.id));
    return response(204).empty();
  }),

  http.post('/api/admin/themes/patterns', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'addThemePattern', body });
    const theme = backend.themes.find((row) => row.themeId === body.themeId);
    if (!theme) return response(404).json(noTheme);
    if (theme.themePatterns.some((row) => row.pattern === body.pattern)) {
      return response(409).json({
        name: 'Conflict',
        code: 'catalog.theme_pattern_exists',
        message: 'The theme already has this pattern.',
      });
    }
    const pattern = {
      themePatternId: newId(),
      themeId: theme.themeId,
      pattern: body.pattern,
      status: 'active' as const,
    };
    theme.themePatterns.push(pattern);
    return response(201).json(pattern);
  }),

  http.delete('/api/admin/themes/patterns/{id}', ({ params, response }) => {
    backend.calls.push({ operation: 'deleteThemePattern', body: Number(params.id) });
    for (const theme of backend.themes) {
      theme.themePatterns = theme.themePatterns.filter((row) => row.themePatternId !== Number(params.id));
    }
    return response(204).empty();
  }),

  http.post('/api/broker-applications', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'applyToSell', body });
    const { profile } = backend;
    if (!profile.isLoggedIn || profile.accountId === null) return response(401).json(notSignedIn);
    if (
      backend.brokerApplications.some(
        (row) => row.accountId === profile.accountId && row.status === 'pending',
      )
    ) {
      return response(409).json({
        name: 'Conflict',
        code: 'accounts.broker_application_pending',
        message: 'This account already has an application waiting for review.',
      });
    }
    const application = {
      brokerApplicationId: newId(),
      accountId: profile.accountId,
      brandingId: profile.brandingId,
      email: profile.userInfo?.email ?? '',
      company: body.company,
      website: body.website ?? '',
      numberCount: body.numberCount,
      message: body.message ?? '',
      status: 'pending' as const,
      createDate: '2026-11-24T12:00:00.000Z',
      decidedDate: null,
    };
    backend.brokerApplications.push(application);
    return response(201).json(application);
  }),

  http.get('/api/broker-applications', ({ query, response }) => {
    const refused = staffOnly();
    if (refused) return response(refused).json(refusal(refused));
    const status = query.get('status[$eq]');
    return response(200).json(
      page(
        backend.brokerApplications.filter((row) => !status || row.status === status),
        query,
      ),
    );
  }),

  http.patch('/api/broker-applications/{id}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'decideBrokerApplication', body: { id: Number(params.id), ...body } });
    const application = backend.brokerApplications.find(
      (row) => row.brokerApplicationId === Number(params.id),
    );
    if (!application) {
      return response(404).json({ name: 'NotFound', code: 'x', message: 'No such broker application.' });
    }
    Object.assign(application, { status: body.status, decidedDate: '2026-11-25T09:00:00.000Z' });
    return response(200).json(application);
  }),
];
