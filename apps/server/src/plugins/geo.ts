import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';

declare module 'fastify' {
  interface FastifyInstance {
    /** Lower-case ISO country of an IP address, or undefined (private, loopback, unknown). */
    countryOf(ip: string): string | undefined;
  }
}

/** The package's records carry only an ISO code, not MaxMind's full country object. */
type CountryRecord = CountryResponse & { country_code?: string };

// The database ships inside the npm package (CC BY 4.0 data by the NRO, credited in the README):
// the lookup never leaves the machine.
const databasePath = createRequire(import.meta.url).resolve(
  '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
);

/** "::ffff:94.200.0.1" (an IPv4 client on a dual-stack socket) -> "94.200.0.1". */
const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export default fp(
  async function geo(app: FastifyInstance) {
    const reader: Reader<CountryRecord> = await maxmind.open<CountryRecord>(databasePath);
    app.decorate('countryOf', (ip: string) => {
      const address = plainAddress(ip);
      // Private, loopback, link-local and other reserved ranges belong to no country (and the
      // data set wrongly lists some of them).
      if (!ipaddr.isValid(address) || ipaddr.parse(address).range() !== 'unicast') return undefined;
      return reader.get(address)?.country_code?.toLowerCase();
    });
  },
  { name: 'geo' },
);
