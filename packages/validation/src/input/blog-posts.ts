/** The blog's posts are static: ids 1 to 6 (spec section 2), the same on every language's page. */
export const blogPostIds = ['1', '2', '3', '4', '5', '6'] as const;
export type BlogPostId = (typeof blogPostIds)[number];

export function isBlogPostId(value: unknown): value is BlogPostId {
  return typeof value === 'string' && (blogPostIds as readonly string[]).includes(value);
}
