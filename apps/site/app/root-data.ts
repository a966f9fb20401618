import type { PublicSettings } from '@vela/validation';

/**
 * What the root route's loader gives every page: the build-time settings (brand, prices and promotion) and the
 * year for the copyright line. Declared here, below the root route, so that the layout reads it without
 * importing `root.tsx`, which imports the layout.
 */
export type RootData = PublicSettings & { year: number };
