import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { parseEnv } from '../src/env.ts';
import { lifecycleJobHandlers, lifecycleSchedules, lifecycleSweeps } from '../src/jobs/lifecycle-jobs.ts';
import { createJobRunner } from '../src/jobs/queue.ts';
import { createLogger } from '../src/logger.ts';
import { migrationsFolder } from '../src/paths.ts';
import { type RunningServer, type ServerOptions, startServer } from '../src/server.ts';
import { answerTicket } from '../src/store/tickets.ts';
import { type Browser, nextInWorker, signedInBrowser, uniqueEmail } from './accounts.ts';
import { sharedDatabaseTag } from './shared-tag.ts';

export interface Engine {
  name: 'pglite' | 'postgres';
  /**
   * A database nobody else uses, created for one suite and removed after it; `tag` marks it in its name (the
   * shared servers' databases, removed by the run's teardown).
   */
  create(tag?: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

/** A name for the current schema: a hash of every migration, so a template is rebuilt when one changes. */
async function schemaVersion(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((file) =>
    /\.(sql|json)$/.test(file),
  );
  for (const file of files.sort()) hash.update(file).update(await readFile(join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

let pgliteTemplate: Promise<string> | undefined;

/**
 * A migrated PGlite directory, made once per schema version and kept in the temporary directory, so a test
 * server copies it instead of initialising and migrating a database of its own.
 */
function migratedPgliteTemplate(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const template = join(tmpdir(), `vela-pglite-template-${await schemaVersion()}`);
    if (await stat(join(template, 'PG_VERSION')).catch(() => null)) return template;
    const building = await mkdtemp(join(tmpdir(), 'vela-pglite-building-'));
    const database = await openDatabase({ dataDir: building });
    await database.close();
    // Another worker may have finished first; theirs is as good as ours.
    await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
    return template;
  })();
  return pgliteTemplate;
}

const pglite: Engine = {
  name: 'pglite',
  async create(tag = '') {
    const dataDir = await mkdtemp(join(tmpdir(), `vela-pglite-${tag}`));
    await cp(await migratedPgliteTemplate(), dataDir, { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * A migrated PostgreSQL database to copy (`create database … template …`), made once per schema version on
 * the server and kept there for later runs. An advisory lock keeps parallel workers from making it twice.
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  let template = postgresTemplates.get(adminUrl);
  if (!template) {
    template = (async () => {
      const name = `vela_template_${await schemaVersion()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query('select pg_advisory_lock(7341210)');
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (!rowCount) {
          const building = `${name}_building_${process.pid}`;
          await admin.query(`create database "${building}"`);
          const url = new URL(adminUrl);
          url.pathname = `/${building}`;
          const database = await openDatabase({ url: url.toString() });
          await database.close();
          await admin.query(`alter database "${building}" rename to "${name}"`);
        }
      } finally {
        await admin.query('select pg_advisory_unlock(7341210)').catch(() => undefined);
        await admin.end();
      }
      return name;
    })();
    postgresTemplates.set(adminUrl, template);
  }
  return template;
}

function postgres(adminUrl: string): Engine {
  return {
    name: 'postgres',
    async create(tag = '') {
      const dataDir = await mkdtemp(join(tmpdir(), `vela-pg-${tag}`));
      const name = `vela_test_${tag}${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const template = await migratedPostgresTemplate(adminUrl);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      // Copying locks the template briefly: suites of other workers copy one after another.
      await admin.query('select pg_advisory_lock(7341211)');
      try {
        await admin.query(`create database "${name}" template "${template}"`);
      } finally {
        await admin.query('select pg_advisory_unlock(7341211)');
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
        async drop() {
          await rm(dataDir, { recursive: true, force: true });
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`drop database if exists "${name}" with (force)`);
          await client.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

/** Small stand-ins for the site's and the dashboard's build output, so serving rules are tested on their own. */
export async function writeWebFixtures(root: string) {
  const files: Record<string, string> = {
    'site/index.html': `<!doctype html><html lang="en"><title>Home</title>${'<p>home</p>'.repeat(200)}</html>`,
    // Built as the site builds without SITE_URL: its links and its data name http://localhost:8080.
    'site/pricing/index.html':
      '<!doctype html><title>Pricing</title><link rel="canonical" href="http://localhost:8080/pricing"/>' +
      '<link rel="alternate" hrefLang="ar" href="http://localhost:8080/ar/pricing"/>' +
      '<script>window.__context = {"a":1,"siteUrl":"http://localhost:8080"};</script>',
    'site/activate/index.html':
      '<!doctype html><title>Activate</title><script type="module">import("/assets/entry-abc123.js")</script>',
    'site/404/index.html': '<!doctype html><title>Oops! Page Not Found!</title>',
    'site/ar/404/index.html': '<!doctype html><html lang="ar" dir="rtl"><title>404</title></html>',
    'site/assets/entry-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'site/robots.txt': 'User-agent: *\nAllow: /\n\nSitemap: http://localhost:8080/sitemap.xml\n',
    'site/pricing.data': '[{"_1":2},"root",{"siteUrl":"http://localhost:8080"}]',
    'site/sitemap.xml':
      '<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>http://localhost:8080/pricing</loc></url></urlset>',
    'site/news/__article/index.html':
      '<!doctype html><title>Article shell</title><link rel="canonical" href="http://localhost/news/__article"/>' +
      '<a hrefLang="ar" href="/ar/news/__article">ar</a><script>window.__shell = "/news/__article";</script>',
    'site/ar/news/__article/index.html':
      '<!doctype html><html lang="ar"><title>Arabic article shell</title></html>',
    'site/blog/1/index.html': '<!doctype html><title>Blog post 1</title>',
    'site/blog/__missing/index.html': '<!doctype html><title>Blog not found.</title>',
    'dashboard/index.html': '<!doctype html><title>Dashboard</title><div id="root"></div>',
    'dashboard/assets/index-def456.js': 'export {};',
  };
  for (const [path, body] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), body);
  }
  return { siteDir: join(root, 'site'), dashboardDir: join(root, 'dashboard') };
}

export interface TestServer extends RunningServer {
  stop(): Promise<void>;
}

export async function startTestServer(
  engine: Engine,
  extraEnv: Record<string, string> = {},
  options: ServerOptions = {},
  tag = '',
): Promise<TestServer> {
  const database = await engine.create(tag);
  const webRoot = await mkdtemp(join(tmpdir(), `vela-web-${tag}`));
  const { siteDir, dashboardDir } = await writeWebFixtures(webRoot);
  const env = parseEnv({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    // What a browser on our pages sends as Origin (accounts.ts); SITE_URL: '' lets a test see the default.
    SITE_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: 'demo-password-for-tests',
    SITE_DIR: siteDir,
    DASHBOARD_DIR: dashboardDir,
    ...database.env,
    ...extraEnv,
  });
  const server = await startServer(env, createLogger(env.LOG_LEVEL), options);
  return {
    ...server,
    async stop() {
      await server.close();
      await database.drop();
      await rm(webRoot, { recursive: true, force: true });
    },
  };
}

const sharedServers = Symbol.for('vela.test.sharedServers');
const keptServers = globalThis as typeof globalThis & { [sharedServers]?: Map<string, Promise<TestServer>> };

/**
 * A server this worker starts once for every file that asks for the same engine and settings, instead of one
 * per file: a start copies and boots a database and seeds it, seconds on a busy machine, where most files then
 * spend less on their assertions. Its files make their own accounts, devices and records (`uniqueEmail`,
 * `uniqueDeviceId`) and look only at those, so what one file stored never decides another's result; a file
 * that changes the server's settings, its clock or the demo accounts starts its own (`startTestServer`).
 * It runs until the worker ends; the run's teardown (`global-setup.ts`) then removes its databases.
 */
export function sharedTestServer(engine: Engine, extraEnv: Record<string, string> = {}): Promise<TestServer> {
  keptServers[sharedServers] ??= new Map();
  const servers = keptServers[sharedServers];
  const key = `${engine.name} ${JSON.stringify(extraEnv)}`;
  let server = servers.get(key);
  if (!server) {
    server = startTestServer(engine, extraEnv, {}, sharedDatabaseTag());
    servers.set(key, server);
  }
  return server.then((running) => ({ ...running, stop: async () => undefined }));
}

/** POSTs JSON and returns the status, headers and parsed body. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return {
    status: response.status,
    headers: response.headers,
    body: json as Record<string, unknown> & unknown[],
  };
}

/** A device id no other test uses. */
export function uniqueDeviceId(): string {
  const hex = (process.pid * 1000 + nextInWorker('device'))
    .toString(16)
    .padStart(12, '0')
    .slice(-12)
    .toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? hex;
}

/** Registers a device the way the TV app does, returning the id the server picked and the key. */
export async function registerDevice(baseUrl: string, headers: Record<string, string> = {}) {
  const { status, body } = await postJson(baseUrl, '/api/app/register', { device_brand: 'Test TV' }, headers);
  if (status !== 201) throw new Error(`register answered ${status}: ${JSON.stringify(body)}`);
  return { deviceid: String(body.deviceid), deviceKey: String(body.device_key) };
}

/** Another process's job runner for the server's database, on the given clock (as after a restart). */
export function lifecycleRunner(server: TestServer, now: () => Date) {
  return createJobRunner({
    database: server.database,
    now,
    logger: createLogger('silent'),
    handlers: lifecycleJobHandlers(server.deps),
    schedules: lifecycleSchedules,
    sweeps: lifecycleSweeps(server.deps),
    pollMs: 0,
    metrics: server.deps.metrics,
  });
}

/** The dashboard's address of one device, and of what hangs under it (`tail`: `/licences`, …). */
export const devicePath = (id: string, tail = '') => `/api/admin/devices/${encodeURIComponent(id)}${tail}`;

/** The ids of a list answer, in order. */
export const idsOf = (body: unknown) => (body as { id: string }[]).map((item) => item.id);

/** A new TV that registers and shows a pairing code, as the app does: its id, key, code and claim link. */
export async function deviceWithPairingCode(baseUrl: string) {
  const device = await registerDevice(baseUrl);
  const { status, body } = await postJson(baseUrl, '/api/app/pairing-code', {
    deviceid: device.deviceid,
    device_key: device.deviceKey,
  });
  if (status !== 200) throw new Error(`pairing code answered ${status}: ${JSON.stringify(body)}`);
  return { ...device, code: String(body.code), claimUrl: String(body.claim_url) };
}

/** A new TV, shown its pairing code and claimed with it by the signed-in `browser`, as the claim screen does. */
export async function claimNewDevice(baseUrl: string, browser: Browser) {
  const device = await deviceWithPairingCode(baseUrl);
  const claim = await browser.post('/api/admin/devices/claim', { pairing_code: device.code });
  if (claim.status !== 200) throw new Error(`claim answered ${claim.status}: ${JSON.stringify(claim.body)}`);
  return device;
}

/**
 * Basic for a device, ordered (in `locale`, when given, for the receipt) and captured at once, as the payment
 * simulator does; returns the order's id.
 */
export async function buyBasic(baseUrl: string, deviceid: string, locale?: string) {
  const order = await postJson(baseUrl, '/api/payments/orders', { deviceid, ...(locale ? { locale } : {}) });
  const orderId = String(order.body.orderId);
  const captured = await postJson(baseUrl, `/api/payments/orders/${orderId}/capture`, {});
  if (captured.status !== 200)
    throw new Error(`capture answered ${captured.status}: ${JSON.stringify(captured.body)}`);
  return orderId;
}

/**
 * Support answers a ticket as the operators' screens will: `answerTicket` on the server under test, by the
 * demo operator unless `operatorEmail` names another account. The e-mail goes to the server's mailer.
 */
export async function answerTicketAsSupport(
  server: RunningServer,
  {
    ticketId,
    content,
    operatorEmail = 'operator@velaplayer.example',
  }: {
    ticketId: string;
    content: string;
    operatorEmail?: string;
  },
) {
  const [operator] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, operatorEmail))
    .limit(1);
  if (!operator) throw new Error(`No account ${operatorEmail}`);
  return answerTicket(server.deps, { ticketId, operatorId: operator.id, content }, null);
}

/**
 * A new account of its own, signed in the whole way a person goes, with the role an operator would give it (an
 * operator made so has not set up two-factor authentication yet).
 */
export async function newAccountAs(server: RunningServer, role: 'customer' | 'reseller' | 'operator') {
  const { browser, email, password } = await signedInBrowser(server.url, uniqueEmail(role));
  const [row] = await server.database.db
    .update(users)
    .set({ role })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return { browser, id: String(row?.id), email, password };
}

/** A value of the Prometheus text: the sample whose name and labels start as given, 0 when absent. */
export function metricSample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
