import { Box, type SxProps } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

// Apart from the inputs and fields of `ident.tsx`, so that a screen showing identifiers only (the home's host
// tables) does not load react-admin's form inputs with it.

/**
 * What an identifier is, which says where a line may break inside it:
 * - `device`: a device id or a MAC address (`26:F5:7D:46:32:78`), never broken;
 * - `ip`: an IP address, IPv4 never broken, IPv6 after its colons (`::` kept whole);
 * - `uuid`: a record's id (`9a0c8a1f-54d6-…`), after its hyphens;
 * - `email`: an e-mail address, before its `@` and its dots;
 * - `other`: hosts, URLs, codes, keys, references, file names: after `//`, before `/ ? # & = .`, after `-`
 *   and `_`.
 */
export type IdentKind = 'device' | 'ip' | 'uuid' | 'email' | 'other';

const deviceIdShape = /^[0-9A-F]{2}([:-])[0-9A-F]{2}(?:\1[0-9A-F]{2}){4}$/i;
const bareDeviceIdShape = /^[0-9A-F]{12}$/i;
const uuidShape = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;
const ipv4Shape = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const ipv6Shape = /^[0-9A-F]*:[0-9A-F:]*(?:\d{1,3}(?:\.\d{1,3}){3})?$/i;
const emailShape = /^[^\s@]+@[^\s@]+$/;

/** The kind of an identifier, read from its shape. */
export function identKind(value: string): IdentKind {
  if (deviceIdShape.test(value) || bareDeviceIdShape.test(value)) return 'device';
  if (uuidShape.test(value)) return 'uuid';
  if (ipv4Shape.test(value) || (value.length <= 45 && ipv6Shape.test(value))) return 'ip';
  if (emailShape.test(value)) return 'email';
  return 'other';
}

/** Whether a line may break just before `value[at]`, where a reader expects one in an identifier of this kind. */
function breaksBefore(value: string, at: number, kind: IdentKind): boolean {
  const before = value[at - 1] ?? '';
  const char = value[at] ?? '';
  switch (kind) {
    case 'device':
      return false;
    case 'ip':
      return before === ':' && char !== ':';
    case 'uuid':
      return before === '-';
    case 'email':
      return char === '@' || (char === '.' && before !== '.' && before !== '@');
    case 'other':
      // After a scheme's or a path's `//`; before a single slash, a query's parts and a dot; after a hyphen or
      // an underscore; never inside a run of the same separator.
      if (before === '/' && value[at - 2] === '/' && char !== '/') return true;
      if ('/?#&=.'.includes(char) && !'/:.?#&='.includes(before)) return true;
      return (before === '-' || before === '_') && char !== '-' && char !== '_';
  }
}

/** An identifier cut where a line may break inside it; joined, the parts are the identifier again. */
export function identParts(value: string, kind: IdentKind = identKind(value)): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = 1; at < value.length; at += 1) {
    if (breaksBefore(value, at, kind)) {
      parts.push(value.slice(start, at));
      start = at;
    }
  }
  parts.push(value.slice(start));
  return parts;
}

/**
 * A part longer than this has no place a reader would break it (a 63-letter host label, a token): it may break
 * after every so many characters, so that it never widens a phone's screen. Shorter parts stay whole, and a
 * table's column is never narrower than they are.
 */
const longPart = 20;

/** The places a line may break: where a reader expects, and inside a part too long to stay whole. */
function lineParts(value: string, kind: IdentKind): string[] {
  return identParts(value, kind).flatMap((part) => {
    if (part.length <= longPart) return [part];
    const chunks: string[] = [];
    for (let start = 0; start < part.length; start += longPart)
      chunks.push(part.slice(start, start + longPart));
    return chunks;
  });
}

/**
 * An identifier (device id, MAC address, IP address, host, URL, e-mail address, record id, code, key, order
 * reference) as one left-to-right unit wherever it stands: `<bdi dir="ltr">` isolates it from the text around
 * it, so that in Arabic `26:F5:7D:46:32:78` does not turn into `F5:7D:46:32:78:26`. A line breaks inside it
 * only where a reader expects one for its kind (`IdentKind`, read from the value unless given), marked with
 * `<wbr>` so that copying it copies the identifier alone; a device id is never broken. A part that is still
 * wider than its line breaks where it must (`overflow-wrap: break-word`, which, unlike `anywhere`, never
 * squeezes a table's column below the identifier's parts).
 */
export function Ident({ children, kind, sx }: { children: ReactNode; kind?: IdentKind; sx?: SxProps }) {
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : null;
  const chosen = kind ?? (text === null ? 'other' : identKind(text));
  const wrapping =
    chosen === 'device'
      ? ({ whiteSpace: 'nowrap', overflowWrap: 'normal' } as const)
      : ({ overflowWrap: 'break-word' } as const);
  return (
    <Box component="bdi" dir="ltr" translate="no" sx={{ ...wrapping, hyphens: 'manual', ...sx }}>
      {text === null
        ? children
        : lineParts(text, chosen).map((part, index) => (
            // The parts of one value never change order: their place is their key.
            <Fragment key={index}>
              {index > 0 ? <wbr /> : null}
              {part}
            </Fragment>
          ))}
    </Box>
  );
}

/**
 * A device as it is named wherever it is listed: its owner's name for it with its id, or its id alone. The
 * name keeps its own direction (an Arabic name beside a left-to-right id) and the id is an `Ident`.
 */
export function DeviceLabel({ id, name }: { id: string; name?: string | null }) {
  const device = <Ident kind="device">{id}</Ident>;
  if (!name) return device;
  return (
    <>
      <bdi>{name}</bdi> ({device})
    </>
  );
}
