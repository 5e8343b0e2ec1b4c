import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// Where a bank's webhook may point (issue 24). Only https to an address that resolves to public
// IPs: an admin's typo, or a console session in the wrong hands, must not make our server send
// requests into our own network (SSRF). That is the default whatever NODE_ENV says (issue 32);
// DELIVERY_ALLOW_PRIVATE_ADDRESSES=true, for tests and a bank's stand-in on this machine, also
// takes loopback http.

/** Every address a host name resolves to (dns.lookup, all of them); injectable for tests. */
export type ResolveAll = (host: string) => Promise<string[]>;

export const resolveAll: ResolveAll = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Why an address is refused, in words for the admin who typed it; null when it is accepted. */
export type AddressRefusal =
  'https' | 'loopbackHttp' | 'credentials' | 'unresolved' | 'private' | null;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an IP address is on the public internet: ipaddr.js's 'unicast' range, after an
 * IPv4-mapped IPv6 address (::ffff:10.0.0.1) is read as the IPv4 address it carries. Every other
 * range (private, loopback, link-local, CGNAT, multicast, unique-local, reserved...) is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** The host of a URL as a resolver takes it: an IPv6 literal without its brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a webhook's address (already a well-formed http(s) URL): answers why it is refused, or
 * null. Unless `allowPrivateAddresses`, https and public IPs only, resolved now with `resolve`; a
 * host that changes its answer later is the worker's to check again when it connects.
 */
export async function webhookAddressRefusal(
  address: string,
  options: { allowPrivateAddresses: boolean; resolve?: ResolveAll },
): Promise<AddressRefusal> {
  const url = new URL(address);
  // A password in the address would be stored and shown with it.
  if (url.username || url.password) return 'credentials';
  if (options.allowPrivateAddresses) {
    if (url.protocol === 'https:') return null;
    return LOOPBACK_HOSTS.has(url.hostname) ? null : 'loopbackHttp';
  }
  if (url.protocol !== 'https:') return 'https';
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveAll)(bareHost(url));
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  return addresses.every(isPublicAddress) ? null : 'private';
}
