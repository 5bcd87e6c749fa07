/**
 * Fetches a list route's CSV variant (Accept: text/csv, spec 3's downloads) with the session cookie and saves it
 * under `filename`. Throws 'Download request failed' when the server refuses.
 */
export async function downloadCsv(path: string, params: URLSearchParams, filename: string): Promise<void> {
  const response = await globalThis.fetch(`${path}?${params}`, {
    headers: { Accept: 'text/csv' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error('Download request failed');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
