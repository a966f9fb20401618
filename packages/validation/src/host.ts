import { z } from 'zod';
import { allowedCharacters, forbiddenCharacterClass } from './fields.ts';
import { validationKeys } from './messages.ts';

const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4Source = `${octet}(?:\\.${octet}){3}`;

/**
 * A label of a domain name (1 to 63 letters, digits or hyphens, not starting or ending with a hyphen) and the
 * last one (letters only, or punycode), with the letters of `letters`: `a-z` for a URL's host name, which the
 * URL parser lowered, `A-Za-z` for what a person types.
 */
function domainSources(letters: 'a-z' | 'A-Za-z') {
  const prefix = letters === 'a-z' ? 'xn' : '[Xx][Nn]';
  return {
    label: `[${letters}0-9](?:[${letters}0-9-]{0,61}[${letters}0-9])?`,
    topLevel: `(?:[${letters}]{2,63}|${prefix}--[${letters}0-9-]{0,58}[${letters}0-9])`,
  };
}

const lowerCase = domainSources('a-z');
const ipv4 = new RegExp(`^${ipv4Source}$`);
const domainLabel = new RegExp(`^${lowerCase.label}$`);
const topLevelLabel = new RegExp(`^${lowerCase.topLevel}$`);

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

const anyCase = domainSources('A-Za-z');
const hostnameSource = `(?:${ipv4Source}|(?:${anyCase.label}\\.)+${anyCase.topLevel})`;
/** A port as the URL parser takes it: up to 65535, leading zeros allowed, or nothing after the colon. */
const portSource =
  '(?::(?:0*(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?)?';
const httpSchemeSource = '[Hh][Tt][Tt][Pp][Ss]?://';

/**
 * {@link normaliseHost} as a JSON Schema pattern, for the API's description: `http` or `https`, a dotted
 * domain name or an IPv4 address in any case, an optional port and slash, white space around it. The API
 * also takes a name in Unicode (stored in its `xn--` form) and the URL parser's other spellings of an IPv4
 * address (`127.1`); the pattern leaves them out rather than accept anything the API refuses.
 */
export const hostPattern = `^\\s*${httpSchemeSource}${hostnameSource}${portSource}/?\\s*$`;

/**
 * The start of an http(s) link as a JSON Schema pattern: scheme, optional credentials, a host name as
 * {@link hostPattern} takes it and an optional port, then a path, query or fragment without white space or
 * the characters no field accepts.
 */
export const httpLinkPattern = `^\\s*${httpSchemeSource}(?:[^\\s/?#@]*@)?${hostnameSource}${portSource}(?:[/?#][^${forbiddenCharacterClass()}\\s]*)?\\s*$`;

/** An http(s) link as {@link httpLinkPattern} takes it, without credentials before the host. */
export const httpLinkWithoutCredentialsPattern = `^\\s*${httpSchemeSource}${hostnameSource}${portSource}(?:[/?#][^${forbiddenCharacterClass()}\\s]*)?\\s*$`;

export const hostDescription =
  'A host: `http://` or `https://`, a domain name or IPv4 address and an optional port, with no path, query, fragment or credentials (`http://line.example.com:8080`); kept in lower case without a trailing slash. A name the URL parser refuses (an `xn--` label that is not valid Punycode) is refused with `host_invalid`, or `invalid_url` where a form says so for an address that is no http(s) address at all';

export const hostSchema = z
  .string({ error: validationKeys.required })
  .trim()
  .refine(...allowedCharacters())
  .min(1, { error: validationKeys.required })
  .meta({ pattern: hostPattern, description: hostDescription })
  .transform((value, context) => {
    const host = normaliseHost(value);
    if (host === null) {
      context.addIssue({ code: 'custom', message: validationKeys.hostInvalid });
      return z.NEVER;
    }
    return host;
  });

export type Host = z.output<typeof hostSchema>;
