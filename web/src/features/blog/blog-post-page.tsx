import { Link, useParams } from 'react-router';
import './blog.css';
import { blogPost, formatPostDate } from './blog-posts.ts';

/** /blog/:slug: one post; an unknown slug says so and links back to the list. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = blogPost(slug);

  if (!post) {
    return (
      <section className="page blog">
        <h1>Post not found</h1>
        <p>
          There is no post at this address. <Link to="/blog">See all posts</Link>.
        </p>
      </section>
    );
  }

  return (
    <article className="page blog blog-post">
      <p>
        <Link to="/blog">← All posts</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="muted">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </p>
      {/* Trusted: markdown from this repository, rendered when the app is built (blog-posts.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from the repository's own posts. */}
      <div className="blog-post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  );
}
