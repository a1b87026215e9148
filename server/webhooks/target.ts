import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may go. An organiser types the address, so it must not reach the server's own network
 * (server-side request forgery): loopback, private, link-local (the cloud metadata service at
 * 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are refused, unless
 * WEBHOOKS_ALLOW_PRIVATE is on. The check runs on every address the name resolves to at delivery time,
 * and the request then connects to the address that was checked (send.ts), so a name that answers
 * differently the second time (DNS rebinding) gets nowhere.
 */
// Two lists: one BlockList would match IPv4 addresses against the IPv4-mapped IPv6 range below.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blockedV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and -translated addresses reach IPv4 hosts: refused whole rather than decoded.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blockedV6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(address, 'ipv4') : !blockedV6.check(address, 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address a host name resolves to (dns.lookup with all: true); tests hand in their own. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;
export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** A target refused before any connection: the message says why, and goes into the delivery log. */
export class TargetRefused extends Error {}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * The address to connect to for this URL, after checking every address its host resolves to: one
 * private answer among public ones refuses the whole name, since the connection could go to either.
 */
export async function resolveTarget(
  url: URL,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<ResolvedAddress> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new TargetRefused('Only http and https addresses are allowed');
  const host = bare(url.hostname);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw new TargetRefused(`The host name ${host} could not be resolved`);
    }
    if (addresses.length === 0) throw new TargetRefused(`The host name ${host} could not be resolved`);
  }
  if (!options.allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused)
      throw new TargetRefused(
        `${host} resolves to ${refused.address}, a private, loopback or reserved address`,
      );
  }
  // IPv4 first: a server without an IPv6 route would otherwise fail names that have both.
  return addresses.find((entry) => entry.family === 4) ?? addresses[0]!;
}

/**
 * What can be said of an address when it is saved, without waiting on DNS: a literal private address or
 * a local name is refused at once; names are checked again, resolved, at every delivery.
 */
export function obviouslyPrivate(url: URL): boolean {
  const host = bare(url.hostname).toLowerCase();
  if (isIP(host)) return !isPublicAddress(host);
  return (
    host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || !host.includes('.')
  );
}
