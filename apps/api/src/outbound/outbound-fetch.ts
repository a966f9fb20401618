import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { mayConnectTo } from './address-class.ts';

// Requests the server sends on someone's behalf (a whitelist entry's verification token today, webhooks
// later) go through here, never through `fetch`: a signed-in person chooses the address, so the request
// must not reach the server's own machine or network (decision 28). The name is resolved here, every
// address it resolves to is judged, and the connection goes to the address that was judged (the `lookup`
// given to `http.request`), so no second resolution can swap in another one. Redirects are not followed.

/** Why an outgoing request did not get an answer to read. */
export type OutboundFailure =
  /** The address, or every address the name resolves to, is private, loopback, link-local or the like. */
  | 'address_not_allowed'
  /** No connection or no answer: unknown name, refused, reset, TLS failure. */
  | 'unreachable'
  | 'timed_out'
  /** A 3xx answer: the target must answer at the address itself. */
  | 'redirected'
  /** The body was longer than the cap. */
  | 'too_large'
  /** Not an http(s) URL without credentials. */
  | 'invalid_url';

export type OutboundResult =
  | { ok: true; status: number; body: string }
  | {
      ok: false;
      failure: OutboundFailure;
      /** What went wrong in a few words for the logs and the person (a system error code, a status). */
      detail?: string;
      /** The `Location` of a redirect. */
      location?: string;
      status?: number;
    };

export interface OutboundSettings {
  /** Tests and local demos only: let requests reach private and loopback addresses. */
  allowPrivateAddresses: boolean;
  /** For the whole request: connecting, the answer's head and its body. */
  timeoutMs?: number;
  maxBodyBytes?: number;
  /** Resolves a name to its addresses; the system resolver unless a test gives another. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Whether the server would send to an address, judged before anything is sent (an endpoint's registration). */
type OutboundJudgement =
  | { ok: true }
  | { ok: false; failure: Extract<OutboundFailure, 'address_not_allowed' | 'invalid_url'>; detail?: string };

export interface OutboundFetcher {
  request(url: string, init?: OutboundRequest): Promise<OutboundResult>;
  /**
   * The rules of `request` applied to an address without sending anything: the URL's form, an address written
   * as such, and every address the name resolves to now. A name that does not resolve (yet) passes: `request`
   * judges it again when it sends, since what a name resolves to may change.
   */
  judge(url: string): Promise<OutboundJudgement>;
}

const defaultOutboundTimeoutMs = 5_000;
const defaultOutboundMaxBodyBytes = 16 * 1024;

/** The error our lookup gives when a name resolves to no address that may be reached. */
class AddressNotAllowed extends Error {
  override readonly name = 'AddressNotAllowed';
  constructor(readonly addresses: string[]) {
    super(`Resolves only to addresses that may not be reached: ${addresses.join(', ')}`);
  }
}

/** The system resolver: every address of a name, in the order it gives them. */
const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** A `lookup` for `http.request` that resolves, judges, and hands over only addresses that may be reached. */
function guardedLookup(settings: OutboundSettings): LookupFunction {
  const resolve = settings.resolve ?? systemResolve;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const allowed = found.filter((entry) => mayConnectTo(entry.address, settings.allowPrivateAddresses));
        const first = allowed[0];
        if (!first) {
          callback(new AddressNotAllowed(found.map((entry) => entry.address)), '', 4);
          return;
        }
        if (options.all) callback(null, allowed as never);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/** The system error code or name of a failed request, for the detail of `unreachable`. */
function errorCode(error: unknown): string {
  let cause: unknown = error;
  while (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return code;
    cause = cause.cause;
  }
  return error instanceof Error ? error.name : 'unknown';
}

function failureOf(error: unknown): OutboundResult {
  if (error instanceof AddressNotAllowed) {
    return { ok: false, failure: 'address_not_allowed', detail: error.addresses.join(', ') };
  }
  return { ok: false, failure: 'unreachable', detail: errorCode(error) };
}

/**
 * The URL to send to, or why not: an http(s) URL without credentials, and, when its host is an address written
 * as such (never looked up), one that may be reached.
 */
function targetOf(url: string, settings: OutboundSettings): URL | Extract<OutboundJudgement, { ok: false }> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, failure: 'invalid_url' };
  }
  if ((target.protocol !== 'http:' && target.protocol !== 'https:') || target.username || target.password) {
    return { ok: false, failure: 'invalid_url' };
  }
  const literal = literalAddress(target);
  if (literal && !mayConnectTo(literal, settings.allowPrivateAddresses)) {
    return { ok: false, failure: 'address_not_allowed', detail: literal };
  }
  return target;
}

/** The host of a URL when it is an IP address (IPv6 without its brackets). */
function literalAddress(target: URL): string | undefined {
  const bare = target.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? bare : undefined;
}

/** The fetcher of outgoing requests, with the rules above and the given settings. */
export function createOutboundFetcher(settings: OutboundSettings): OutboundFetcher {
  const timeoutMs = settings.timeoutMs ?? defaultOutboundTimeoutMs;
  const maxBodyBytes = settings.maxBodyBytes ?? defaultOutboundMaxBodyBytes;
  const lookup = guardedLookup(settings);
  const resolve = settings.resolve ?? systemResolve;

  return {
    async judge(url) {
      const target = targetOf(url, settings);
      if (!(target instanceof URL)) return target;
      if (literalAddress(target)) return { ok: true };
      const found = await Promise.race([
        resolve(target.hostname).catch(() => []),
        new Promise<[]>((done) => setTimeout(() => done([]), timeoutMs).unref()),
      ]);
      if (found.length === 0) return { ok: true };
      const allowed = found.some((entry) => mayConnectTo(entry.address, settings.allowPrivateAddresses));
      return allowed
        ? { ok: true }
        : {
            ok: false,
            failure: 'address_not_allowed',
            detail: found.map((entry) => entry.address).join(', '),
          };
    },

    request(url, init = {}) {
      const target = targetOf(url, settings);
      if (!(target instanceof URL)) return Promise.resolve(target);
      const options: RequestOptions = {
        method: init.method ?? 'GET',
        headers: { 'user-agent': 'VelaPlayer-Outbound/1', ...init.headers },
        lookup,
        // A connection of its own: nothing pooled, nothing kept for later.
        agent: false,
      };
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;

      return new Promise<OutboundResult>((resolve) => {
        let settled = false;
        const finish = (result: OutboundResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(result);
        };
        const request = send(target, options, (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            response.destroy();
            const location = response.headers.location;
            finish({ ok: false, failure: 'redirected', status, ...(location ? { location } : {}) });
            return;
          }
          // Read up to the cap; the answer is settled synchronously, before the destroyed socket's events.
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBodyBytes) {
              finish({ ok: false, failure: 'too_large', status });
              response.destroy();
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () =>
            finish({ ok: true, status, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', (error) => finish(failureOf(error)));
        });
        const timer = setTimeout(() => {
          finish({ ok: false, failure: 'timed_out' });
          request.destroy();
        }, timeoutMs);
        request.on('error', (error) => finish(failureOf(error)));
        request.end(init.body);
      });
    },
  };
}
