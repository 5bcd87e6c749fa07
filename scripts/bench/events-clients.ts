/**
 * The load generator of `npm run bench:events`: thousands of GET /api/events streams held open from this one
 * process, each on its own socket (node:http, no pooling), parsed just enough to stamp the arrival of each
 * benchmark event. Event data is `{ round, account }`; the publisher knows when each was sent.
 */
import http from 'node:http';

export interface Arrival {
  round: number;
  /** Index of the publishing account (0-based, as in the publisher's list). */
  account: number;
  at: number;
}

export interface EventClients {
  /** Streams whose `ready` arrived and that are still open. */
  readonly open: number;
  /** Streams that ended (an `ended` message or a closed socket) or failed to open. */
  readonly lost: number;
  readonly failures: string[];
  /** Arrivals of benchmark events since the last call (then forgotten). */
  takeArrivals(): Arrival[];
  close(): void;
}

/**
 * Opens `connections` streams on `baseUrl`, stream `i` signed in with `cookies[i % cookies.length]`,
 * `concurrency` opening at a time; resolves once every stream is ready or has failed.
 */
export async function openEventClients(options: {
  baseUrl: string;
  cookies: string[];
  connections: number;
  concurrency: number;
  onProgress?: (ready: number) => void;
}): Promise<EventClients> {
  const url = new URL('/api/events', options.baseUrl);
  const requests: http.ClientRequest[] = [];
  let arrivals: Arrival[] = [];
  const failures: string[] = [];
  let open = 0;
  let lost = 0;

  const openOne = (index: number) =>
    new Promise<void>((resolve) => {
      let settled = false;
      const settle = () => {
        if (!settled) {
          settled = true;
          resolve();
        }
      };
      const request = http.get(url, {
        agent: false,
        headers: { accept: 'text/event-stream', cookie: options.cookies[index % options.cookies.length]! },
      });
      requests.push(request);
      let ready = false;
      const fail = (why: string) => {
        if (ready) open--;
        lost++;
        if (failures.length < 20) failures.push(why);
        ready = false;
        settle();
      };
      request.on('error', (error) => fail(`stream ${index}: ${error.message}`));
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          fail(`stream ${index}: HTTP ${response.statusCode}`);
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (block.includes('event: ready')) {
              ready = true;
              open++;
              settle();
            } else if (block.includes('event: ended')) {
              fail(`stream ${index}: ended by the server`);
            } else {
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (!data) continue;
              const { data: payload } = JSON.parse(data) as { data?: { round?: number; account?: number } };
              if (typeof payload?.round === 'number' && typeof payload.account === 'number')
                arrivals.push({ round: payload.round, account: payload.account, at });
            }
          }
        });
        response.on('end', () => {
          if (ready) fail(`stream ${index}: closed by the server`);
        });
      });
    });

  let next = 0;
  const worker = async () => {
    while (next < options.connections) {
      const index = next++;
      await openOne(index);
      if (index % 500 === 499) options.onProgress?.(open);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));

  return {
    get open() {
      return open;
    },
    get lost() {
      return lost;
    },
    failures,
    takeArrivals() {
      const taken = arrivals;
      arrivals = [];
      return taken;
    },
    close() {
      for (const request of requests) request.destroy();
    },
  };
}
