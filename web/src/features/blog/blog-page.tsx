import { Link } from 'react-router';
import './blog.css';
import { BLOG_POSTS, formatPostDate } from './blog-posts.ts';

/** /blog: every post, newest first. */
export function BlogPage() {
  return (
    <section className="page blog">
      <h1>Blog</h1>
      <ul className="blog__list" aria-label="Posts">
        {BLOG_POSTS.map((post) => (
          <li key={post.slug} className="blog__item">
            <h2 className="blog__title">
              <Link to={`/blog/${post.slug}`}>{post.title}</Link>
            </h2>
            <p className="muted">
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            </p>
            <p>{post.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
