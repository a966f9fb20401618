export type { Receipt } from '@vela/api-client';
