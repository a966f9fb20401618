import type { components } from './generated/openapi.ts';

/** A background job that failed for good, as `GET /api/admin/jobs` lists it to operators. */
export type FailedJob = components['schemas']['FailedJob'];
