import { Link } from 'react-router';
import { useProfile } from '../../api/profile.ts';
import { type SitePageKey, sitePageContent } from './site-content.ts';
import './site-pages.css';

/** /terms, /privacy and /about, in the words of the visitor's brand. */
export function SitePage({ page }: { page: SitePageKey }) {
  const { brand } = useProfile();
  const content = sitePageContent(brand, page);

  return (
    <article className="page site-page">
      <h1>{content.title}</h1>
      <p className="site-page__intro">{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="site-page__more">
        <Link to="/search">Search numbers</Link> · <Link to="/blog">Read the blog</Link>
      </p>
    </article>
  );
}

export const TermsPage = () => <SitePage page="terms" />;
export const PrivacyPage = () => <SitePage page="privacy" />;
export const AboutPage = () => <SitePage page="about" />;
