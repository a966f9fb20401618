import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type TOTP, URI } from 'otpauth';
import { startProduct } from './server.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** What `pnpm --filter @vela/api seed:scale` creates (apps/api/src/seed/scale.ts). */
const seeded = {
  password: 'scale password 1',
  customers: 1000,
  customer: (n: number) => `customer${n}@scale.example`,
  resellers: 20,
  reseller: (n: number) => `reseller${n}@scale.example`,
  operator: 'operator@scale.example',
  massHost: 'http://mass.scale.example:8080',
  movedHost: 'http://moved.scale.example:8080',
};

export interface ScaleFigures {
  /** p99 of a customer's playlist page; null when the route answered otherwise than 200. */
  playlistPageP99Ms: number | null;
  /** Both requests of the operator's home (every playlist's figures and the business), side by side. */
  operatorStatsP95Ms: number;
  /** A reseller's home figures (`GET /api/admin/stats/reseller`), resellers in turn; null when refused. */
  resellerStatsP95Ms: number | null;
  /** Preview and apply of the mass host update of 10,000 playlists, the slower of two runs; null when refused. */
  massUpdateMs: number | null;
  seedSeconds: number;
  notes: string[];
}

function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** A signed-in browser as far as the API can tell: its cookies, our Origin on writes. */
export class Session {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  /** The session's cookies, e.g. for a browser that should arrive signed in. */
  cookieList(): { name: string; value: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  async request(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'POST' ? { origin: this.baseUrl } : {}),
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
    };
  }

  /** Signs in through better-auth's endpoint, with the ALTCHA proof of work the sign-in form sends. */
  async signIn(email: string, password: string) {
    const challenge = (await (await fetch(`${this.baseUrl}/api/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('The captcha could not be solved');
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const answer = await this.request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password },
      { 'x-captcha-response': captcha },
    );
    if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
    return answer.body;
  }
}

/** An operator signed in as operators must be: with two-factor authentication, set up on the way. */
export async function signedInOperator(baseUrl: string, email: string, password: string): Promise<Session> {
  const operator = new Session(baseUrl);
  await operator.signIn(email, password);
  const enable = await operator.request('POST', '/api/auth/two-factor/enable', { password });
  const totp = URI.parse(String(enable.body?.totpURI)) as TOTP;
  const verified = await operator.request('POST', '/api/auth/two-factor/verify-totp', {
    code: totp.generate(),
  });
  if (verified.status !== 200) throw new Error(`two-factor set-up answered ${verified.status}`);
  return operator;
}

/** Times `call` one request after another (as one person clicks), after a warm-up. */
async function timeEach(times: number, call: () => Promise<number>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const status = await call();
    const elapsed = performance.now() - started;
    if (status !== 200) throw new Error(`answered ${status}`);
    samples.push(elapsed);
  }
  return samples;
}

/**
 * DESIGN section 9's dashboard API budgets on PostgreSQL at scale: seeds the database `url` with the scale
 * seeder, starts the built product on it, and signs in customers and an operator through the real flows
 * (the operator sets up two-factor authentication, as operators must).
 */
export async function measureScale(url: string, serverEnv: Record<string, string>): Promise<ScaleFigures> {
  const notes: string[] = [];
  // The seeder and the server must agree on the key that encrypts playlist passwords.
  const secrets = {
    PLAYLIST_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    BETTER_AUTH_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
  };
  const seedData = await mkdtemp(join(tmpdir(), 'vela-bench-seed-'));
  const seedStarted = performance.now();
  try {
    await run('pnpm', ['--silent', '--filter', '@vela/api', 'seed:scale', '--password', seeded.password], {
      DATABASE_URL: url,
      DATA_DIR: seedData,
      ...secrets,
    });
  } finally {
    await rm(seedData, { recursive: true, force: true });
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const server = await startProduct({ ...serverEnv, ...secrets, DATABASE_URL: url, RATE_LIMIT_SIGN_IN: '0' });
  try {
    // Ten customers, each asking for their first page of visible playlists, newest first.
    const customers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const session = new Session(server.url);
        await session.signIn(seeded.customer(1 + index * 97), seeded.password);
        return session;
      }),
    );
    const pageQuery = new URLSearchParams({
      sort: JSON.stringify(['playlist_added_at', 'DESC']),
      range: JSON.stringify([0, 24]),
      filter: JSON.stringify({ hide_playlist_info: false }),
    });
    let playlistPageP99Ms: number | null = null;
    const probe = await customers[0]?.request('GET', `/api/admin/playlists?${pageQuery}`);
    if (probe?.status === 200) {
      let turn = 0;
      const next = () => {
        turn += 1;
        return customers[turn % customers.length] as Session;
      };
      await timeEach(
        50,
        async () => (await next().request('GET', `/api/admin/playlists?${pageQuery}`)).status,
      );
      const samples = await timeEach(
        500,
        async () => (await next().request('GET', `/api/admin/playlists?${pageQuery}`)).status,
      );
      playlistPageP99Ms = percentile(samples, 0.99);
    } else {
      notes.push(`GET /api/admin/playlists answered ${probe?.status}: the playlist page was not measured.`);
    }

    // Every reseller in turn asking for their home's figures: a verified entry, a few thousand playlists in
    // reach, ten resellers with a failing host.
    const resellers = await Promise.all(
      Array.from({ length: seeded.resellers }, async (_, index) => {
        const session = new Session(server.url);
        await session.signIn(seeded.reseller(index + 1), seeded.password);
        return session;
      }),
    );
    let resellerStatsP95Ms: number | null = null;
    const firstFigures = await resellers[0]?.request('GET', '/api/admin/stats/reseller');
    if (firstFigures?.status === 200) {
      const figures = firstFigures.body as { clients?: number; failingHosts?: { total?: number } } | null;
      if (!figures?.clients) notes.push("the first reseller's home counted no clients: the seed made none");
      if (!figures?.failingHosts?.total) notes.push("the first reseller's home counted no failing host");
      let turn = 0;
      const resellerHome = async () => {
        turn += 1;
        const session = resellers[turn % resellers.length] as Session;
        return (await session.request('GET', '/api/admin/stats/reseller')).status;
      };
      await timeEach(seeded.resellers, resellerHome);
      resellerStatsP95Ms = percentile(await timeEach(100, resellerHome), 0.95);
    } else {
      notes.push(
        `GET /api/admin/stats/reseller answered ${firstFigures?.status}: the reseller's home was not measured.`,
      );
    }

    const operator = await signedInOperator(server.url, seeded.operator, seeded.password);

    const today = new Date();
    const period = `year=${today.getUTCFullYear()}&month=${today.getUTCMonth() + 1}`;
    // The operator's home asks for both at once: the customer's figures over everything and the business.
    const statsPaths = [`/api/admin/stats?${period}`, `/api/admin/stats/operator?${period}`];
    const homeStats = async () => {
      const answers = await Promise.all(statsPaths.map((path) => operator.request('GET', path)));
      const refused = answers.find((answer) => answer.status !== 200);
      if (refused) return refused.status;
      const business = answers[1]?.body as { licencesPerDay?: { basic?: number[] } } | null;
      if (!business?.licencesPerDay?.basic?.some((sold) => sold > 0))
        notes.push("the operator's stats counted no licence sold this month: the seed made none");
      return 200;
    };
    await timeEach(3, homeStats);
    const operatorStatsP95Ms = percentile(await timeEach(40, homeStats), 0.95);

    let massUpdateMs: number | null = null;
    const moves: [string, string][] = [
      [seeded.massHost, seeded.movedHost],
      [seeded.movedHost, seeded.massHost],
    ];
    for (const [from, to] of moves) {
      const started = performance.now();
      const preview = await operator.request('POST', '/api/admin/playlists/mass-update-host', {
        old_host: from,
        new_host: to,
        confirm: false,
      });
      const applied =
        preview.status === 200
          ? await operator.request('POST', '/api/admin/playlists/mass-update-host', {
              old_host: from,
              new_host: to,
              confirm: true,
            })
          : preview;
      const elapsed = performance.now() - started;
      if (applied.status !== 200) {
        notes.push(
          `POST /api/admin/playlists/mass-update-host answered ${applied.status}: the mass update was not measured.`,
        );
        massUpdateMs = null;
        break;
      }
      if (preview.body?.matched !== 10_000)
        notes.push(`the mass update's preview matched ${preview.body?.matched}`);
      massUpdateMs = Math.max(massUpdateMs ?? 0, elapsed);
    }
    return { playlistPageP99Ms, operatorStatsP95Ms, resellerStatsP95Ms, massUpdateMs, seedSeconds, notes };
  } finally {
    await server.stop();
  }
}
