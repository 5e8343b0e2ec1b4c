// Where a bank's webhook may point: by default https to public IP addresses only (no request
// into our own network), whatever the host name resolves to.
import { describe, expect, it } from 'vitest';
import { isPublicAddress, webhookAddressRefusal } from '../../src/partners/webhook-address.ts';

/** A resolver that answers as a DNS server we control would. */
const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('webhook addresses', () => {
  it.each([
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['224.0.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['93.184.215.14', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('by default refuses a host that resolves into a private network, even in part', async () => {
    const check = (url: string, ...addresses: string[]) =>
      webhookAddressRefusal(url, {
        allowPrivateAddresses: false,
        resolve: resolvingTo(...addresses),
      });
    expect(await check('https://bank.example/hook', '10.0.0.1')).toBe('private');
    expect(await check('https://bank.example/hook', '127.0.0.1')).toBe('private');
    expect(await check('https://bank.example/hook', '169.254.10.1')).toBe('private');
    expect(await check('https://bank.example/hook', '93.184.215.14', '10.0.0.1')).toBe('private');
    expect(await check('https://bank.example/hook')).toBe('unresolved');
    expect(await check('https://bank.example/hook', '93.184.215.14')).toBeNull();
    expect(await check('http://bank.example/hook', '93.184.215.14')).toBe('https');
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(
      await webhookAddressRefusal('https://nowhere.example/', {
        allowPrivateAddresses: false,
        resolve: failing,
      }),
    ).toBe('unresolved');
  });

  it('with private addresses allowed takes https anywhere and http to this machine only', async () => {
    const check = (url: string) => webhookAddressRefusal(url, { allowPrivateAddresses: true });
    expect(await check('https://bank.example/hook')).toBeNull();
    expect(await check('http://127.0.0.1:4000/hook')).toBeNull();
    expect(await check('http://[::1]:4000/hook')).toBeNull();
    expect(await check('http://localhost/hook')).toBeNull();
    expect(await check('http://bank.example/hook')).toBe('loopbackHttp');
    expect(await check('https://me:secret@bank.example/hook')).toBe('credentials');
  });
});
