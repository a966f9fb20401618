import { isIPv4, isIPv6 } from 'node:net';

/**
 * What kind of address an IP is, for outgoing requests: only `public` may be reached unless a setting allows
 * the others (decision 28). Everything the server must never be made to call on someone's behalf is named:
 * its own loopback, the private networks around it, the link-local range with the clouds' metadata service
 * (169.254.169.254), shared carrier-grade NAT, multicast, the unspecified address, and the IPv6 forms that
 * embed an IPv4 address (mapped, compatible, NAT64, 6to4), judged by the address they embed.
 */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'unique_local'
  | 'shared'
  | 'multicast'
  | 'reserved'
  | 'invalid';

/** An IPv4 network: its first address as a number and its prefix length. */
type V4Rule = [network: string, prefix: number, kind: Exclude<AddressClass, 'public' | 'invalid'>];

const v4Rules: V4Rule[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link_local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  // Class E and the broadcast address.
  ['240.0.0.0', 4, 'reserved'],
];

function v4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function classifyV4Number(value: number): AddressClass {
  for (const [network, prefix, kind] of v4Rules) {
    const size = 2 ** (32 - prefix);
    const start = v4Number(network);
    if (value >= start && value < start + size) return kind;
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted quad included), or undefined. */
function v6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    if (!isIPv4(last)) return undefined;
    const value = v4Number(last);
    // The dotted quad stands for the last two groups.
    text = `${text.slice(0, lastColon + 1)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) =>
    part === ''
      ? []
      : part
          .split(':')
          .map((group) => (/^[0-9a-f]{1,4}$/i.test(group) ? Number.parseInt(group, 16) : Number.NaN));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return undefined;
  const groups = [...head, ...Array<number>(8 - known).fill(0), ...rest];
  return groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

function classifyV6(groups: number[]): AddressClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = (high: number, low: number) => classifyV4Number(high * 65536 + low);
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated) and ::a.b.c.d (compatible): the IPv4 address decides.
  if (zeroUpTo(5) && g5 === 0xffff) return embedded(g6, g7);
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return embedded(g6, g7);
  if (zeroUpTo(6)) return embedded(g6, g7);
  // NAT64 (64:ff9b::/96) reaches the IPv4 address it embeds; its local-use range (64:ff9b:1::/48) is local.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return embedded(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private';
  // 6to4 (2002::/16) carries an IPv4 address in its second and third groups.
  if (g0 === 0x2002) return embedded(g1, g2);
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved';
  // Teredo (2001::/32) and documentation (2001:db8::/32).
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0x0db8)) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique_local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link_local';
  // Site-local, deprecated but still routed inside some networks.
  if ((g0 & 0xffc0) === 0xfec0) return 'private';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  return 'public';
}

/** The class of an IP address, written as IPv4, IPv6 (brackets allowed) or IPv4 inside IPv6. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIPv4(bare)) return classifyV4Number(v4Number(bare));
  if (!isIPv6(bare)) return 'invalid';
  const groups = v6Groups(bare);
  return groups ? classifyV6(groups) : 'invalid';
}

/** Whether an outgoing request may connect to this address: a public one, or any valid one when allowed. */
export function mayConnectTo(address: string, allowPrivateAddresses: boolean): boolean {
  const kind = classifyAddress(address);
  if (kind === 'invalid') return false;
  return kind === 'public' || allowPrivateAddresses;
}
