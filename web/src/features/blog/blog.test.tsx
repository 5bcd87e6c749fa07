import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { parseFrontMatter, toBlogPost } from './blog-markdown.ts';
import { BLOG_POSTS } from './blog-posts.ts';

describe('blog', () => {
  it('keeps the posts from web/content/blog, newest first, each with title, date and summary', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(2);
    const dates = BLOG_POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of BLOG_POSTS) expect(post.html).toContain('<h2');
  });

  it('lists the posts on /blog and opens one at /blog/:slug', async () => {
    const { user, router } = renderApp('/blog');
    const posts = await screen.findByRole('list', { name: 'Posts' });
    const newest = BLOG_POSTS[0]!;

    expect(within(posts).getAllByRole('listitem')).toHaveLength(BLOG_POSTS.length);
    expect(within(posts).getByText(newest.summary)).toBeTruthy();
    await user.click(within(posts).getByRole('link', { name: newest.title }));

    expect(await screen.findByRole('heading', { level: 1, name: newest.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/blog/${newest.slug}`);
    expect(screen.getByRole('link', { name: '← All posts' }).getAttribute('href')).toBe('/blog');
  });

  it('says so when no post has the slug', async () => {
    renderApp('/blog/no-such-post');

    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe('/blog');
  });

  it('reads front matter and renders the markdown body', () => {
    const post = toBlogPost(
      '../../../content/blog/hello.md',
      '---\ntitle: Hello: world\ndate: 2026-01-02\nsummary: Short.\n---\n\n## Part\n\nSome **bold** text.\n',
    );
    expect(post).toMatchObject({
      slug: 'hello',
      title: 'Hello: world',
      date: '2026-01-02',
      summary: 'Short.',
    });
    expect(post.html).toContain('<strong>bold</strong>');
    expect(parseFrontMatter('no front matter').body).toBe('no front matter');
  });

  it('refuses a post whose front matter lacks a field', () => {
    expect(() => toBlogPost('x.md', '---\ntitle: T\ndate: 2026-01-02\n---\nbody')).toThrow(/summary/);
  });
});
