/**
 * Tables on the local network (issue #12): a table open on the network is advertised by
 * DNS-SD over multicast DNS (`_np-table._tcp`), and the app's join screen browses for them.
 *
 * What is advertised is what anyone on the network may know: a name (the computer's), the
 * port, the app's version and the protocol it speaks. Never the join code. What is found
 * is a stranger's word: every record is checked and cut to size by `foundTable` before the
 * join screen sees it, and one that does not fit is left out.
 */
import { EventEmitter } from 'node:events';
import { isIPv4 } from 'node:net';
import { hostname } from 'node:os';
import { Bonjour, type Service } from 'bonjour-service';
import { FoundTableSchema, PROTOCOL_VERSION, type FoundTable } from '../../src-shared/protocol';

/** The DNS-SD service type (`_np-table._tcp`); service types are at most 15 characters. */
export const SERVICE_TYPE = 'np-table';

/** Options for the multicast socket; tests move it off the standard port 5353. */
export interface MdnsOptions {
  port?: number;
  ip?: string;
  interface?: string;
}

export interface TableAd {
  /** The computer's name, as people at the table know it. */
  name: string;
  port: number;
  version: string;
  protocol: number;
}

export interface Advertised {
  stop(): Promise<void>;
}

export interface TableBrowser {
  /** The tables heard of and not yet gone, checked. */
  list(): FoundTable[];
  /** Asks the network again (tables that came up answer). */
  refresh(): void;
  stop(): Promise<void>;
}

const NAME_MAX = 30;

/** What this computer's table is called on the network. */
export function tableName(version: string): Omit<TableAd, 'port'> {
  return { name: cleanText(hostname(), NAME_MAX) || 'Table', version, protocol: PROTOCOL_VERSION };
}

/** Printable text without control characters, cut to `max`. */
function cleanText(text: string, max: number): string {
  const printable = [...text].filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code >= 0x20 && (code < 0x7f || code > 0x9f);
  });
  return printable.join('').trim().slice(0, max);
}

/**
 * The one record a table is known by: the computer's name and its port, which keeps two
 * tables on one computer apart (a name already taken would silence the second advertiser).
 */
function instanceName(ad: TableAd): string {
  return `${cleanText(ad.name, NAME_MAX) || 'Table'} (${ad.port})`;
}

/** The library's multicast socket, whose errors would otherwise throw (an unheard 'error'). */
function mdnsOf(b: Bonjour): EventEmitter | null {
  const server = (b as unknown as { server?: { mdns?: unknown } }).server;
  return server?.mdns instanceof EventEmitter ? server.mdns : null;
}

function openBonjour(options: MdnsOptions, log: (message: string) => void): Bonjour {
  const report = (e: unknown) =>
    log(`Table discovery: ${e instanceof Error ? e.message : String(e)}`);
  const b = new Bonjour({ ...options, reuseAddr: true } as object, report);
  mdnsOf(b)?.on('error', report);
  return b;
}

function destroy(b: Bonjour): Promise<void> {
  return new Promise((done) => {
    try {
      b.destroy(() => done());
    } catch {
      done();
    }
  });
}

/** Puts a table on the network's list; `stop()` says goodbye and closes the socket. */
export function advertiseTable(
  ad: TableAd,
  log: (message: string) => void = () => {},
  options: MdnsOptions = {},
): Promise<Advertised> {
  const b = openBonjour(options, log);
  const service = b.publish({
    name: instanceName(ad),
    type: SERVICE_TYPE,
    port: ad.port,
    txt: { v: ad.version, p: String(ad.protocol) },
    disableIPv6: true,
  });
  let stopped: Promise<void> | null = null;
  return Promise.resolve({
    stop: () =>
      (stopped ??= new Promise<void>((done) => {
        try {
          service.stop?.(() => done());
        } catch {
          done();
        }
        setTimeout(done, 500).unref();
      }).then(() => destroy(b))),
  });
}

const VERSION = /^[0-9A-Za-z.+-]{1,20}$/;

/** A text field of a TXT record, which the library hands over as a string or as bytes. */
function txtText(txt: unknown, key: string): string | null {
  if (typeof txt !== 'object' || txt === null) return null;
  const value: unknown = (txt as Record<string, unknown>)[key];
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return null;
}

/**
 * A table from what the network said about it, or null when it does not look like one of
 * ours. Anyone on the network can answer anything: nothing is taken as given.
 */
export function foundTable(service: unknown): FoundTable | null {
  if (typeof service !== 'object' || service === null) return null;
  const s = service as Partial<Record<keyof Service, unknown>>;
  const name = typeof s.name === 'string' ? cleanText(s.name, 40) : '';
  const host = typeof s.host === 'string' ? s.host.trim() : '';
  const port = s.port;
  const version = txtText(s.txt, 'v');
  const protocolText = txtText(s.txt, 'p');
  if (name === '' || !/^[A-Za-z0-9.-]{1,253}$/.test(host)) return null;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  if (version === null || !VERSION.test(version)) return null;
  if (protocolText === null || !/^\d{1,4}$/.test(protocolText)) return null;
  const protocol = Number(protocolText);
  const heard = (s.referer as { address?: unknown } | undefined)?.address;
  const named = Array.isArray(s.addresses) ? s.addresses : [];
  const addresses = [...new Set([heard, ...named])]
    .filter((a): a is string => typeof a === 'string' && isIPv4(a))
    .slice(0, 8);
  const table = {
    id: `${addresses[0] ?? host}:${port}`,
    name,
    host,
    addresses,
    port,
    version,
    protocol,
  };
  return FoundTableSchema.safeParse(table).success ? table : null;
}

/** Looks for tables until stopped; `onChange` hears each table that comes or goes. */
export function browseTables(
  onChange: () => void,
  log: (message: string) => void = () => {},
  options: MdnsOptions = {},
): TableBrowser {
  const b = openBonjour(options, log);
  const browser = b.find({ type: SERVICE_TYPE });
  browser.on('up', onChange);
  browser.on('down', onChange);
  let stopped: Promise<void> | null = null;
  return {
    list: () => {
      const byId = new Map<string, FoundTable>();
      for (const s of browser.services) {
        const t = foundTable(s);
        if (t) byId.set(t.id, t);
      }
      return [...byId.values()].sort((a, c) => a.name.localeCompare(c.name));
    },
    refresh: () => browser.update(),
    stop: () => {
      browser.stop();
      return (stopped ??= destroy(b));
    },
  };
}
