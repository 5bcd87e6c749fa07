/**
 * `npm run sms:inbound -- --to +12012340101 --from +13032340100 --text "Are you open?" [--media photo.png]
 * [--cc +14152340123] [--url http://localhost:3000]`: a text arrives at one of our numbers as if the carrier
 * delivered it, through the running server's development endpoint POST /api/dev/messaging/inbound
 * (development tools only; docs/adr/0043). Prints what became of it (stored, blocked, unknown-number...).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain',
  '.vcf': 'text/vcard',
};

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    from: { type: 'string' },
    text: { type: 'string', default: '' },
    media: { type: 'string' },
    cc: { type: 'string', multiple: true },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
  },
});
if (!values.to || !values.from || (!values.text && !values.media)) {
  console.error(
    'usage: npm run sms:inbound -- --to +1... --from +1... --text "..." [--media file] [--cc +1...]',
  );
  process.exit(2);
}

let mediaDataUrl: string | undefined;
if (values.media) {
  const type = TYPES[path.extname(values.media).toLowerCase()] ?? 'application/octet-stream';
  mediaDataUrl = `data:${type};base64,${(await readFile(values.media)).toString('base64')}`;
}

const response = await fetch(new URL('/api/dev/messaging/inbound', values.url), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ to: values.to, from: values.from, text: values.text, cc: values.cc, mediaDataUrl }),
});
const answer = await response.text();
if (!response.ok) {
  console.error(
    `HTTP ${response.status}: ${answer}${response.status === 404 ? ' (are development tools on?)' : ''}`,
  );
  process.exit(1);
}
console.info(answer);
