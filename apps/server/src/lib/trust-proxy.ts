import { isIP } from 'node:net';

// Which X-Forwarded-For value is the client's (decision 0033). Every proxy appends the address it
// was called from, so only the right-most values were written by proxies of ours; the left-most
// is whatever the client sent. `true` trusted the whole header, so a caller chose the address of
// every per-address limit and of the audit log: it is refused, with what to write instead.

/** Nothing trusted, the number of proxies in front of the server, or their addresses/ranges. */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

const MAX_HOPS = 10;

const REFUSE_TRUE =
  'true would let every caller choose its own address; write the number of proxies in front of ' +
  'the server (TRUST_PROXY=1 behind one load balancer) or their addresses ' +
  '(TRUST_PROXY=10.0.0.0/8,192.168.0.10)';

/** An IPv4 or IPv6 address, with or without a /prefix that fits it. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as written: unset or false, a hop count, or a comma-separated list. */
export function parseTrustProxy(
  raw: string | undefined,
): { trust: TrustProxy } | { problem: string } {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0') return { trust: false };
  if (value === 'true') return { problem: REFUSE_TRUE };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS
      ? { trust: { hops } }
      : { problem: `must be at most ${MAX_HOPS} proxies, or their addresses` };
  }
  const proxies = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = proxies.filter((entry) => !isAddressOrRange(entry));
  if (proxies.length === 0 || wrong.length > 0) {
    return {
      problem:
        `must be a number of proxies (1) or a comma-separated list of their addresses or ` +
        `ranges (10.0.0.0/8,fd00::/8); not an address: ${wrong.join(', ')}`,
    };
  }
  return { trust: { proxies } };
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5.12 treats a bare number as "trust nothing"
 * (it cannot check the peer), so a hop count is given as the function proxy-addr documents for
 * one: the socket's peer and the next `hops - 1` values to its left are proxies, the value
 * before them is the client, whatever the client wrote further left.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('proxies' in trust) return trust.proxies;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
