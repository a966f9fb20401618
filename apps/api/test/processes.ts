import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import {
  createConnection,
  createServer as createTcpServer,
  type Socket,
  type Server as TcpServer,
} from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bundledMain } from './main-bundle.ts';

/** Keeps the end of what a child wrote, for the message of a failing test. */
function tail(limit = 20_000) {
  let text = '';
  return {
    add(chunk: Buffer) {
      text = (text + chunk.toString()).slice(-limit);
    },
    get text() {
      return text;
    },
  };
}

export interface ApiProcess {
  child: ChildProcess;
  /** Resolves with the URL once the process listens. */
  listening: Promise<string>;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  output(): string;
}

/** One API process as production runs it (`node` on the bundle of `src/main.ts`), on the given settings. */
export function launchApi(env: Record<string, string>): ApiProcess {
  const child = spawn(process.execPath, [bundledMain()], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tail();
  child.stdout?.on('data', (chunk: Buffer) => output.add(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.add(chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const listening = new Promise<string>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(/"event":"server\.listening","url":"([^"]+)"/);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${output.text}`)));
  });
  return { child, listening, exited, output: () => output.text };
}

/** Stops a child for good, whatever it is doing. */
export async function killProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** A port in 5600-5699 that nothing listens on now. */
export async function freePort(): Promise<number> {
  const start = 5600 + Math.floor(Math.random() * 100);
  for (let offset = 0; offset < 100; offset++) {
    const port = 5600 + ((start - 5600 + offset) % 100);
    const server = createTcpServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  throw new Error('No free port in 5600-5699');
}

export interface OwnRedis {
  url: string;
  /** Stops the server (SIGTERM: it writes its append-only file and exits). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, resolving once it accepts commands. */
  start(): Promise<void>;
  remove(): Promise<void>;
}

/**
 * A Redis of the suite's own (`redis-server` as a child process), so that stopping it, or another suite
 * emptying its database, touches nobody else. Persisted with an append-only file, as the README asks of a
 * Redis that keeps sessions: a restart keeps them.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'vela-redis-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(
      process.env.REDIS_SERVER ?? 'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--dir',
        dir,
        '--daemonize',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    const output = tail();
    started.stderr?.on('data', (chunk: Buffer) => output.add(chunk));
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on('data', (chunk: Buffer) => {
        output.add(chunk);
        if (output.text.includes('Ready to accept connections')) resolve();
      });
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output.text}`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    start,
    stop,
    async remove() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An empty PostgreSQL database of the suite's own (no template: the processes under test migrate it). */
export async function emptyPostgresDatabase(adminUrl: string) {
  const name = `vela_multi_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export interface RoundRobin {
  url: string;
  /** Requests sent to another process because the one whose turn it was refused the connection. */
  retried: number;
  close(): Promise<void>;
}

const retryable = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * A round-robin load balancer in front of the API processes: each request goes to the next process in turn,
 * on a connection of its own. Like a load balancer that checks its backends' health, it sends a request to the
 * next process when the one whose turn it was refused the connection, or closed it before answering anything
 * (HAProxy's `retry-on conn-failure empty-response`): a process that stops listening is skipped. A process
 * that answered, whatever it answered, is never asked again.
 */
export async function roundRobin(upstreams: string[]): Promise<RoundRobin> {
  let turn = 0;
  const state = { retried: 0 };
  const forward = (
    target: string,
    method: string,
    path: string,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
  ) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const outgoing = request(
          `${target}${path}`,
          { method, headers: { ...headers, connection: 'close' }, agent: false },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 502,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
            response.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      },
    );

  const server: Server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const { connection: _connection, ...headers } = incoming.headers;
    const first = turn++;
    const failures: string[] = [];
    for (let attempt = 0; attempt < upstreams.length; attempt++) {
      const target = upstreams[(first + attempt) % upstreams.length] as string;
      try {
        const answer = await forward(target, incoming.method ?? 'GET', incoming.url ?? '/', headers, body);
        const { 'transfer-encoding': _encoding, connection: _close, ...answerHeaders } = answer.headers;
        outgoing.writeHead(answer.status, { ...answerHeaders, 'content-length': answer.body.length });
        outgoing.end(answer.body);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        failures.push(`${target}: ${code || (error as Error).message}`);
        if (!retryable.has(code)) break;
        state.retried += 1;
      }
    }
    outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`No process answered (${failures.join('; ')})`);
  });
  server.listen(await freePort(), '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    get retried() {
      return state.retried;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TcpRelay {
  /** Where to connect instead of the target. */
  port: number;
  /** Cuts every open connection and refuses new ones, as an unreachable server would. */
  cut(): Promise<void>;
  /** Accepts connections again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to `target`, which a test cuts and restores to make the server behind it unreachable for a while. */
export async function tcpRelay(targetHost: string, targetPort: number): Promise<TcpRelay> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: TcpServer | null = null;
  const listen = async () => {
    server = createTcpServer((client) => {
      const upstream = createConnection(targetPort, targetHost);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running) return;
    const closed = new Promise((resolve) => running.close(resolve));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  };
  await listen();
  return { port, cut: stop, restore: listen, close: stop };
}
