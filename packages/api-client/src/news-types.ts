/** A news article as `/api/admin/news` lists and shows it to operators. Dates are ISO 8601 instants. */
export interface AdminNewsArticle {
  id: string;
  slug: string;
  title: string;
  /** Paragraphs. */
  description: string[];
  author: string;
  /** A path of this server: an uploaded image (`/api/news/images/{id}`) or one of the site's own. */
  imgSrc: string;
  published: boolean;
  /** When it was first published: the date the site shows; null for a draft that never was. */
  date: string | null;
  created_at: string;
  updated_at: string;
  /** `/news/{slug}`, the article's page on the site (in other languages behind their prefix). */
  linkHref: string;
  /** Translations: `title_it`, `description_it`, … for the languages that have one. */
  [localized: `title_${string}` | `description_${string}`]: string | string[];
}

/** `POST /api/admin/news/images`: where the uploaded image is served. */
export interface NewsImageUploaded {
  id: string;
  url: string;
  contentType: string;
  size: number;
}
