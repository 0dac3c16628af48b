/**
 * Finding tables on the local network (issue #12): a table open on the network is
 * advertised over multicast DNS and the join screen's finder lists it; what the network says
 * is a stranger's word, so records that do not look like a table are left out.
 *
 * The advertisement and the browse go over this machine's real multicast (on a port of
 * their own, not 5353, so no other responder on the network is disturbed or heard).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../../src-shared/protocol';
import { advertiseTable, foundTable, tableName, type Advertised } from '../discovery';
import { TableFinder } from '../finder';

const mdns = { port: 20_000 + Math.floor(Math.random() * 20_000) };
const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function until<T>(probe: () => Promise<T | null>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('table discovery (issue #12)', () => {
  it('lists a table advertised on this machine, and drops it when it stops', async () => {
    const ad: Advertised = await advertiseTable(
      { ...tableName('1.2.3'), port: 5399 },
      () => {},
      mdns,
    );
    stops.push(() => ad.stop());
    const finder = new TableFinder(() => {}, mdns);
    stops.push(() => finder.stop());

    const found = await until(async () => {
      const r = await finder.find();
      if (!r.ok) throw new Error(r.error.message);
      return r.value.find((t) => t.port === 5399) ?? null;
    });
    expect(found.name).toBe(`${tableName('1.2.3').name} (5399)`);
    expect(found.version).toBe('1.2.3');
    expect(found.protocol).toBe(PROTOCOL_VERSION);
    expect(found.addresses.length).toBeGreaterThan(0);
    expect(found.id).toBe(`${found.addresses[0]}:5399`);

    await ad.stop();
    await until(async () => {
      const r = await finder.find();
      return r.ok && !r.value.some((t) => t.port === 5399) ? true : null;
    });
  }, 40_000);

  const good = {
    name: 'kitchen (5317)',
    host: 'kitchen.local',
    port: 5317,
    addresses: ['192.168.1.20', 'fe80::1'],
    txt: { v: '0.1.0', p: '2' },
    referer: { address: '192.168.1.20', family: 'IPv4', port: 5353, size: 200 },
  };

  it('takes a well-formed record, IPv4 addresses only, heard address first', () => {
    expect(foundTable({ ...good, addresses: ['10.0.0.9', '192.168.1.20'] })).toEqual({
      id: '192.168.1.20:5317',
      name: 'kitchen (5317)',
      host: 'kitchen.local',
      addresses: ['192.168.1.20', '10.0.0.9'],
      port: 5317,
      version: '0.1.0',
      protocol: 2,
    });
    expect(foundTable({ ...good, txt: { v: Buffer.from('0.2.0'), p: Buffer.from('3') } })).toEqual(
      expect.objectContaining({ version: '0.2.0', protocol: 3 }),
    );
  });

  it('cuts names to size and drops control characters', () => {
    const t = foundTable({ ...good, name: `\u0007evil\u001b[2J${'x'.repeat(500)}` });
    expect(t?.name).toBe(`evil[2J${'x'.repeat(33)}`);
  });

  it.each([
    ['nothing', null],
    ['a string', 'table'],
    ['no name', { ...good, name: '' }],
    ['a host with a path', { ...good, host: 'a/../b' }],
    ['a port out of range', { ...good, port: 70_000 }],
    ['a port that is not a number', { ...good, port: '5317' }],
    ['no version', { ...good, txt: { p: '2' } }],
    ['a version with markup', { ...good, txt: { v: '<img src=x>', p: '2' } }],
    ['no protocol', { ...good, txt: { v: '0.1.0' } }],
    ['a TXT that is not an object', { ...good, txt: 'v=1' }],
  ])('leaves out a record with %s', (_, record) => {
    expect(foundTable(record)).toBeNull();
  });

  it('keeps at most 8 addresses, each an IPv4 address', () => {
    const addresses = [...Array(20).keys()].map((i) => `10.0.0.${i}`);
    const t = foundTable({
      ...good,
      referer: undefined,
      addresses: [...addresses, 'x'.repeat(99)],
    });
    expect(t?.addresses).toEqual(addresses.slice(0, 8));
  });
});
