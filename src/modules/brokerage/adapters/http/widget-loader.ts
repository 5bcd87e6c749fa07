/**
 * /widget.js (docs/adr/0064): what a broker's page runs from the one tag
 * `<script src="https://<our host>/widget.js" data-token="{widgetToken}" async></script>`. No dependencies: it
 * puts our widget page in an iframe right after the tag, so nothing of the host page reaches the search or the
 * card form, and grows the frame to the height the widget reports (only messages from our origin and that
 * frame are heard).
 */
export const WIDGET_LOADER_JS = `(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var token = script.getAttribute('data-token');
  if (!token) return;
  var origin = new URL(script.src).origin;
  var frame = document.createElement('iframe');
  frame.src = origin + '/widget/' + encodeURIComponent(token);
  frame.title = script.getAttribute('data-title') || 'Phone number search';
  frame.setAttribute('allow', 'payment');
  frame.style.cssText = 'display:block;width:100%;min-height:420px;border:0;';
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== 'numberyard-widget:height') return;
    var height = Number(data.height);
    if (height > 0 && height < 20000) frame.style.height = Math.ceil(height) + 'px';
  });
})();
`;

/** Cached a day by browsers and a week by shared caches: brokers' pages load it on every visit. */
export const WIDGET_LOADER_CACHE = 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=86400';
