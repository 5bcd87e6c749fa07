/**
 * Send-to-SSE latency: POST /api/accounts/messages on one API process, and the time until the
 * `messages` `created` event of that message arrives on an /api/events stream opened on another.
 */

interface LiveEventData {
  service?: string;
  type?: string;
  data?: { messageId?: number; messageThreadId?: number };
}

/** An /api/events reader that stamps each `messages` created event with its arrival time (performance.now()). */
async function openMessageEvents(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`SSE open failed: ${response.status}`);
  const arrivals = new Map<number, number>();
  const waiters = new Map<number, (at: number) => void>();
  const { promise: isReady, resolve: ready } = Promise.withResolvers<void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const read = await reader.read().catch(() => ({ done: true, value: '' }));
      if (read.done) return;
      const at = performance.now();
      buffer += read.value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (/^event: ?ready$/m.test(block)) ready();
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('');
        if (!data) continue;
        let event: LiveEventData;
        try {
          event = JSON.parse(data);
        } catch {
          continue;
        }
        const id = event.data?.messageId;
        if (event.service !== 'messages' || event.type !== 'created' || typeof id !== 'number') continue;
        arrivals.set(id, at);
        waiters.get(id)?.(at);
      }
    }
  })();
  await isReady;
  return {
    /** When the created event of `messageId` arrived (it may have arrived before the POST answered). */
    arrivalOf(messageId: number, timeoutMs = 5000): Promise<number | undefined> {
      const seen = arrivals.get(messageId);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(messageId);
          resolve(undefined);
        }, timeoutMs);
        waiters.set(messageId, (at) => {
          clearTimeout(timer);
          waiters.delete(messageId);
          resolve(at);
        });
      });
    },
    close: () => controller.abort(),
  };
}

export interface LiveResult {
  /** Send-to-event latencies in ms, sorted. */
  latencies: number[];
  /** The POST's own response times in ms, sorted. */
  postTimes: number[];
  failures: string[];
  missed: number;
}

/**
 * `count` sends one after another, `gapMs` apart (a busy person, not a load test), each from `tn` to
 * `participants` through `sender`, timed until its event arrives on a stream of `watcher`.
 */
export async function measureSendToEvent(options: {
  sender: string;
  watcher: string;
  cookie: string;
  tn: string;
  participants: string[];
  count: number;
  gapMs: number;
  beforeEachSend?: () => Promise<void>;
}): Promise<LiveResult> {
  const events = await openMessageEvents(options.watcher, options.cookie);
  const result: LiveResult = { latencies: [], postTimes: [], failures: [], missed: 0 };
  try {
    for (let i = 0; i < options.count; i++) {
      await options.beforeEachSend?.();
      const started = performance.now();
      const response = await fetch(`${options.sender}/api/accounts/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: options.sender, cookie: options.cookie },
        body: JSON.stringify({
          tn: options.tn,
          participants: options.participants,
          message: `Benchmark send ${i + 1}`,
          recaptchaToken: 'benchmark',
        }),
      });
      const body = await response.text();
      result.postTimes.push(performance.now() - started);
      if (response.status !== 201) {
        result.failures.push(`${response.status} ${body.slice(0, 200)}`);
        if (result.failures.length >= 5) break;
        continue;
      }
      const { messageId } = JSON.parse(body) as { messageId: number };
      const arrived = await events.arrivalOf(messageId);
      if (arrived === undefined) result.missed++;
      else result.latencies.push(arrived - started);
      await new Promise((resolve) => setTimeout(resolve, options.gapMs));
    }
  } finally {
    events.close();
  }
  result.latencies.sort((a, b) => a - b);
  result.postTimes.sort((a, b) => a - b);
  return result;
}
