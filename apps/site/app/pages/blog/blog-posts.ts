import type { TFunction } from '../../i18n/catalogue.ts';
import { blogPostIds } from '../../paths.ts';

export type BlogPostId = (typeof blogPostIds)[number];

export function isBlogPostId(value: string | undefined): value is BlogPostId {
  return (blogPostIds as readonly string[]).includes(value ?? '');
}

/** A post as the spec describes it, with every text in the page's language. */
export interface BlogPost {
  id: BlogPostId;
  /** The picture of the post in lists. */
  imgSrc: string;
  /** The wide picture at the top of the post. */
  blogBanner: string;
  imgAlt: string;
  /** ISO date, formatted for the page's language where it is shown. */
  date: string;
  title: string;
  excerpt: string;
  /** English path of the post; links put the language in front. */
  linkHref: string;
  linkText: string;
  /** The post's paragraphs, in order. */
  description: string[];
  author: string;
  /** English path (with an optional #hash) of the page that introduces the author. */
  authorLink: string;
}

/** What is the same in every language; the texts are in the `blog` namespace under `posts.<id>`. */
const sources: Record<BlogPostId, { image: string; date: string; paragraphs: number }> = {
  '1': { image: '/images/blog/getting-started.svg', date: '2024-04-25', paragraphs: 6 },
  '2': { image: '/images/blog/qr-playlists.svg', date: '2024-04-25', paragraphs: 6 },
  '3': { image: '/images/blog/privacy-mode.svg', date: '2024-04-25', paragraphs: 6 },
  '4': { image: '/images/blog/basic-or-premium.svg', date: '2024-04-25', paragraphs: 6 },
  '5': { image: '/images/blog/smooth-4k.svg', date: '2024-04-25', paragraphs: 6 },
  '6': { image: '/images/blog/reseller-whitelist.svg', date: '2024-04-25', paragraphs: 6 },
};

/** The post `id` with the texts of `t`, a translate function of the `blog` namespace. */
export function blogPost(id: BlogPostId, t: TFunction): BlogPost {
  const source = sources[id];
  const description = Array.from({ length: source.paragraphs }, (_, index) =>
    t(`posts.${id}.paragraphs.p${index + 1}`),
  );
  return {
    id,
    imgSrc: source.image,
    blogBanner: source.image,
    imgAlt: t(`posts.${id}.imageAlt`),
    date: source.date,
    title: t(`posts.${id}.title`),
    excerpt: t(`posts.${id}.excerpt`),
    linkHref: `/blog/${id}`,
    linkText: t('readMore'),
    description,
    author: t(`posts.${id}.author`),
    authorLink: '/support#contact-us',
  };
}
