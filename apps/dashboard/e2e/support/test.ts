import { testWithWorkerServers } from '@vela/playwright-config/worker-server';
import { firstPort } from './port.ts';

/**
 * The journeys' test: each worker signs in and clicks through a product server of its own, whose e-mail links
 * lead back to it.
 */
export const test = testWithWorkerServers(firstPort, (port) => ({ SITE_URL: `http://127.0.0.1:${port}` }));
