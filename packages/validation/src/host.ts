import { z } from 'zod';
import { allowedCharacters } from './fields.ts';
import { validationKeys } from './messages.ts';

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const domainLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const topLevelLabel = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A dotted domain name (`tv.example.com`, punycode included) or an IPv4 address. */
export function isDottedHostname(hostname: string): boolean {
  if (ipv4.test(hostname)) return true;
  const labels = hostname.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((label) => domainLabel.test(label)) && topLevelLabel.test(top);
}

/** The `scheme://hostname[:port]` of an http or https URL with a dotted host, lower case; null otherwise. */
export function httpOrigin(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!isDottedHostname(url.hostname)) return null;
  return url.origin.toLowerCase();
}

// Written out in full before parsing: the URL parser would quietly repair or drop what a host may not have.
const bareHost = /^https?:\/\/[^/?#@\\\s]+\/?$/i;

/**
 * A host of a whitelist or a mass update: scheme, host name and optional port only, with no path, query,
 * fragment or credentials. Returned normalised (lower case, no trailing slash), or null when not a host.
 */
export function normaliseHost(input: string): string | null {
  const trimmed = input.trim();
  if (!bareHost.test(trimmed)) return null;
  return httpOrigin(trimmed);
}

/**
 * Why an input is not a host, as one key for every form that takes a host: an http(s) address that carries a
 * path, query, fragment or credentials is told to leave them out (`host_invalid`, like the whitelist and the
 * host update); anything else is not a valid http(s) host at all (`invalid_url`).
 */
export function notAHostKey(
  input: string,
): typeof validationKeys.hostInvalid | typeof validationKeys.hostUrlInvalid {
  return httpOrigin(input) === null ? validationKeys.hostUrlInvalid : validationKeys.hostInvalid;
}

export const hostSchema = z
  .string({ error: validationKeys.required })
  .trim()
  .refine(...allowedCharacters())
  .min(1, { error: validationKeys.required })
  .transform((value, context) => {
    const host = normaliseHost(value);
    if (host === null) {
      context.addIssue({ code: 'custom', message: validationKeys.hostInvalid });
      return z.NEVER;
    }
    return host;
  });

export type Host = z.output<typeof hostSchema>;
