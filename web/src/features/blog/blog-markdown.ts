import { marked } from 'marked';

export interface BlogPost {
  slug: string;
  title: string;
  /** ISO day, e.g. '2026-10-06'. */
  date: string;
  summary: string;
  /** The post's markdown rendered to HTML. */
  html: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits `---\nkey: value\n---\nbody` into its fields and the markdown body. */
export function parseFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: source.slice(match[0].length) };
}

/**
 * One post from its file name and text; throws (failing the build) when the front matter lacks title, date
 * or summary. Runs at build time (web/vite.config.ts), so the browser gets HTML and no markdown parser.
 */
export function toBlogPost(fileName: string, source: string): BlogPost {
  const slug = fileName.replace(/^.*\//, '').replace(/\.md$/, '');
  const { fields, body } = parseFrontMatter(source);
  const { title, date, summary } = fields;
  if (!title || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !summary) {
    throw new Error(`blog post ${slug}: front matter needs title, date (YYYY-MM-DD) and summary`);
  }
  return { slug, title, date, summary, html: marked.parse(body, { async: false }) };
}
