/** The port of the first worker's product server; each next worker's is one further. */
export const firstPort = Number(process.env.E2E_DASHBOARD_PORT ?? 4320);
