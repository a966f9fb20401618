import type { components } from './generated/openapi.ts';

type Schemas = components['schemas'];

/** A news article as `/api/admin/news` lists and shows it to operators. Dates are ISO 8601 instants. */
export type AdminNewsArticle = Schemas['AdminNewsArticle'];

/** `POST /api/admin/news/images`: where the uploaded image is served. */
export type NewsImageUploaded = Schemas['NewsImageUploaded'];
