import autocannon from 'autocannon';

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const fmt = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : ms.toFixed(1));

/** Signs in through the API (as the web app does) and answers the `ny_session=...` cookie pair. */
export async function logIn(baseUrl: string, login: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(login),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('ny_session='));
  if (!cookie) throw new Error('login answered no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * GETs `path` from `connections` keep-alive connections for `seconds` with autocannon, signed in with
 * `cookie`; every response's latency (sorted, for exact percentiles) and how many were not 2xx.
 */
export function driveApi(
  baseUrl: string,
  path: string,
  options: { cookie: string; connections: number; seconds: number },
): Promise<{ latencies: number[]; non2xx: number }> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.seconds,
        requests: [{ method: 'GET', path, headers: { cookie: options.cookie } }],
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ latencies: latencies.sort((a, b) => a - b), non2xx: result.non2xx });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** One GET, for the plans and a first look: its status and a short excerpt of what it answered. */
export async function getOnce(baseUrl: string, path: string, cookie: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  return { status: response.status, body: await response.text() };
}
