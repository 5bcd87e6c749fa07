/// <reference types="vite/client" />
import type { BlogPost } from './blog-markdown.ts';

export type { BlogPost } from './blog-markdown.ts';

// web/content/blog/*.md, each turned into a BlogPost when the app is built (the blogPosts plugin in
// web/vite.config.ts). They are files of this repository, so their HTML is trusted and used as written.
const POSTS = import.meta.glob<BlogPost>('../../../content/blog/*.md', { import: 'default', eager: true });

/** Every post, newest first. */
export const BLOG_POSTS: readonly BlogPost[] = Object.values(POSTS).sort((a, b) =>
  b.date.localeCompare(a.date),
);

export function blogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** '2026-10-06' as 'October 6, 2026', whatever the visitor's time zone. */
export function formatPostDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
