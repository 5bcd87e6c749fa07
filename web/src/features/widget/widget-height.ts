import { useEffect } from 'react';

/**
 * Tells the broker's page (widget.js) how tall the widget is, so its frame grows with the steps: only to the
 * broker's site origin, and only when framed.
 */
export function useReportHeight(siteOrigin: string | null) {
  useEffect(() => {
    if (!siteOrigin || window.parent === window) return;
    const report = () =>
      window.parent.postMessage(
        { type: 'numberyard-widget:height', height: document.documentElement.scrollHeight },
        siteOrigin,
      );
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, [siteOrigin]);
}
