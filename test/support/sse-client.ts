export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

/** A minimal SSE reader over fetch, for tests: `next()` waits for the next message. */
export async function openSse(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`SSE open failed: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: SseMessage[] = [];
  let buffer = '';

  async function next(timeoutMs = 10_000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    while (!queue.length) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no SSE message in time');
      const read = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no SSE message in time')), remaining),
        ),
      ]);
      if (read.done) throw new Error('SSE stream ended');
      buffer += read.value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = { data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const [field, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (field === 'id') message.id = value;
          else if (field === 'event') message.event = value;
          else if (field === 'data') message.data += value;
        }
        if (message.data || message.event) queue.push(message);
        end = buffer.indexOf('\n\n');
      }
    }
    return queue.shift()!;
  }

  return { next, close: () => controller.abort() };
}
