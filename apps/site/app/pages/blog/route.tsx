import { formatDate } from '@vela/locales';
import { useParams } from 'react-router';
import { CommentForm } from '../../forms/comment-form.tsx';
import { useT } from '../../i18n/i18n-provider.tsx';
import { pageTextsLoader } from '../../i18n/page-texts.ts';
import { useSiteSettings } from '../../layout/site-settings.ts';
import { SocialIcon, type SocialMark } from '../../layout/social-icon.tsx';
import { blogPostIds, localizedPath, pages } from '../../paths.ts';
import { PageMeta } from '../../seo/page-meta.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LocalizedLink } from '../../ui/localized-link.tsx';
import { PageHero, Section } from '../../ui/page-hero.tsx';
import { BlogComments } from './blog-comments.tsx';
import { type BlogPost, type BlogPostId, blogPost, isBlogPostId } from './blog-posts.ts';
import './blog.css';

const loadTexts = pageTextsLoader(pages.blogPost.namespaces);
export const loader = loadTexts;
export const clientLoader = loadTexts;

type ShareNetwork = Extract<SocialMark, 'x' | 'facebook' | 'whatsapp'>;

function shareLinks(url: string, title: string): { network: ShareNetwork; href: string }[] {
  const link = encodeURIComponent(url);
  return [
    { network: 'x', href: `https://x.com/intent/tweet?url=${link}&text=${encodeURIComponent(title)}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { network: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

/** Links to the posts, as cards with picture, date, title and excerpt. */
function PostCards({ posts }: { posts: readonly BlogPost[] }) {
  const { locale } = useT('blog');
  return (
    <ul className="grid card-list blog-cards">
      {posts.map((post) => (
        <li key={post.id}>
          <LocalizedLink to={post.linkHref} className="card card-link blog-card">
            <img src={post.imgSrc} alt="" width="1200" height="500" loading="lazy" />
            <p className="small muted">
              <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            </p>
            <h3>{post.title}</h3>
            <p className="muted">{post.excerpt}</p>
            <span className="blog-card-more">
              {post.linkText} <Icon name="arrow" size={18} className="arrow-icon" />
            </span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

function MissingPost({ id }: { id: string }) {
  const { t } = useT('blog');
  const posts = blogPostIds.map((postId) => blogPost(postId, t));
  return (
    <>
      <PageMeta title={t('notFound')} description={t('meta.description')} path={`/blog/${id}`} noindex />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('notFound')} lead={t('notFoundText')}>
        <LocalizedLink to="/" className="button button-primary">
          {t('backHome')}
        </LocalizedLink>
      </PageHero>
      <Section id="articles" title={t('sections.articles.title')} lead={t('sections.articles.lead')}>
        <PostCards posts={posts} />
      </Section>
    </>
  );
}

function Post({ id }: { id: BlogPostId }) {
  const { t, locale } = useT('blog');
  const { t: tc } = useT();
  const { siteUrl } = useSiteSettings();
  const post = blogPost(id, t);
  const others = blogPostIds.filter((other) => other !== id).map((other) => blogPost(other, t));
  const url = `${siteUrl}${localizedPath(locale, `/blog/${id}`)}`;
  return (
    <>
      <PageMeta title={post.title} description={post.excerpt} path={`/blog/${id}`} />
      <PageHero eyebrow={t('hero.eyebrow')} title={post.title} lead={post.excerpt} />
      <div className="section blog-post">
        <div className="container">
          <p className="blog-byline muted">
            <span>
              {t('byline.published')} <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            </span>
            <span>
              {t('byline.writtenBy')} <LocalizedLink to={post.authorLink}>{post.author}</LocalizedLink>
            </span>
          </p>
          <img
            className="blog-banner"
            src={post.blogBanner}
            alt={post.imgAlt}
            width="1200"
            height="500"
            fetchPriority="high"
          />
          <div className="prose blog-text">
            {post.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <section className="blog-share" aria-labelledby="share-title">
            <h2 id="share-title">{t('share.title')}</h2>
            <ul>
              {shareLinks(url, post.title).map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener"
                    aria-label={`${t(`share.${link.network}`)} (${tc('header.newTab')})`}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <Section id="comments" title={t('comments.title')}>
        <BlogComments postId={id} />
      </Section>
      <Section id="comment" title={t('sections.comment.title')} lead={t('sections.comment.lead')} alt>
        <CommentForm postId={id} />
      </Section>
      <Section id="more-articles" title={t('sections.more-articles.title')}>
        <PostCards posts={others} />
      </Section>
    </>
  );
}

export default function BlogPostPage() {
  const { id } = useParams();
  return isBlogPostId(id) ? <Post id={id} /> : <MissingPost id={id ?? ''} />;
}
