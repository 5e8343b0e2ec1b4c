import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent } from 'undici';
import { isPublicAddress } from './webhook-address.ts';

// A webhook may only reach the public internet (unless DELIVERY_ALLOW_PRIVATE_ADDRESSES). The address was checked when the
// admin saved it (webhook-address.ts), but a host can answer differently later (DNS rebinding):
// the check is made again here, on the addresses the connection is really made to, at the moment
// it is made.

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

const refused = (host: string) =>
  Object.assign(new Error(`${host} resolves to an address that is not public`), {
    code: 'ENOTPUBLIC',
  });

/** dns.lookup that answers only public addresses, or an ENOTPUBLIC error. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(refused(hostname), []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

/** The HTTP client of webhooks: connections to public addresses only. */
export const publicOnlyAgent = () => new Agent({ connect: { lookup: publicLookup } });

/** An address written as an IP is connected to without a lookup: it is checked here instead. */
export function literalAddressRefused(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) !== 0 && !isPublicAddress(host);
}
