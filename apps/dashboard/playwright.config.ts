import { defineProductConfig } from '@vela/playwright-config';

export default defineProductConfig({ port: Number(process.env.E2E_DASHBOARD_PORT ?? 4320) });
