import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { withContext } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import { FRAME_ANCESTOR_HEADER } from '../../../../platform/http/security-headers.ts';
import { type WidgetAccessDeps, widgetOrNotFound } from '../../app/widget-access.ts';
import { demoOtherOrigin } from '../../domain/widget-site.ts';
import type { BrokerageCore } from '../../index.ts';
import { DEMO_WIDGET_TOKEN } from '../demo/demo-reseller.ts';
import { WIDGET_LOADER_CACHE, WIDGET_LOADER_JS } from './widget-loader.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The widget's pages outside /api (docs/adr/0064):
 * - GET /widget.js, the loader brokers paste (long cache, loadable from any site: no credentials, no data);
 * - /widget/{token}: the web app's widget route (the built index.html, served after this), answered only for a
 *   known token, with `frame-ancestors` of the broker's site alone; 404 (and no frame) otherwise;
 * - GET /widget-demo, for development: on localhost it moves to 127.0.0.1 (another origin of the same server)
 *   and shows a broker's page there embedding the widget from the first origin.
 */
export function mountWidgetPages(
  app: OpenAPIHono<AppEnv>,
  core: BrokerageCore,
  deps: WidgetAccessDeps & { clientIp: (c: Context) => string },
) {
  app.get('/widget.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', WIDGET_LOADER_CACHE);
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(WIDGET_LOADER_JS);
  });

  app.use('/widget/:token', async (c, next) => {
    const token = c.req.param('token');
    const widget = await withContext(core.orm, () => widgetOrNotFound(deps, token, deps.clientIp(c)));
    await next();
    // Without the web app in this process (SERVE_WEB=false) the page is not here; the policy still holds.
    if (c.res.status === 404)
      c.res = new Response('The web app is not served by this process.', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    c.res.headers.set(FRAME_ANCESTOR_HEADER, widget.view.siteOrigin);
    c.res.headers.set('Cache-Control', 'no-store');
  });

  app.get('/widget-demo', (c) => {
    const here = new URL(c.req.url);
    const widgetOrigin = demoOtherOrigin(here.origin);
    if (!widgetOrigin) return c.notFound();
    const token = c.req.query('token') ?? DEMO_WIDGET_TOKEN;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(token)) return c.notFound();
    // Served on localhost (our PUBLIC_URL in development): move to the other origin, which embeds this one.
    if (here.hostname === 'localhost') return c.redirect(`${widgetOrigin}/widget-demo${here.search}`, 302);
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; script-src ${widgetOrigin}; frame-src ${widgetOrigin}; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'`,
    );
    return c.html(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Widget demo: a broker's site</title></head>
<body style="font-family: Georgia, serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; background: #fdf6e3;">
<h1>A broker's site</h1>
<p>This page is served from ${escapeHtml(here.origin)}. The number search below is the embedded search widget,
served from ${escapeHtml(widgetOrigin)} in a frame: nothing on this page can reach it.</p>
<script src="${escapeHtml(widgetOrigin)}/widget.js" data-token="${escapeHtml(token)}" async></script>
</body>
</html>`);
  });
}
