/**
 * Joining another computer's table from the desktop app (issue #12). The app's page may not
 * open sockets (its CSP allows no network), so main opens the WebSocket to the other host
 * and links it to a MessagePort it hands the page, like the port of its own table. Main adds
 * the join code to the page's `hello`s; everything else passes as it is, and the page reads
 * what comes back like any frame from a host: as a stranger's, parsed before use.
 */
import WebSocket from 'ws';
import { MAX_FRAME, type StorageResult } from '../../src-shared/protocol';

export interface TableAddress {
  host: string;
  port: number;
}

/** The port LAN tables listen on unless it was busy (lan/hosting.ts). */
const USUAL_PORT = 5317;
const CONNECT_TIMEOUT_MS = 5000;

/**
 * An address a person typed or picked: `192.168.1.20`, `192.168.1.20:5317`, a host name,
 * or a whole join link (`http://…:5317/#code=ABC234`, whose code comes along).
 */
export function parseTableAddress(
  text: string,
): { address: TableAddress; code: string | null } | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 200) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || url.username || url.password) return null;
  const host = url.hostname;
  if (!/^[A-Za-z0-9.-]{1,253}$/.test(host)) return null;
  const port = url.port === '' ? USUAL_PORT : Number(url.port);
  const code = new URLSearchParams(url.hash.slice(1)).get('code');
  return { address: { host, port }, code };
}

/**
 * What the join screen asked for (an address or join link, and the code typed), opened: the
 * connected table and its address as the page shows it, or why not, in words.
 */
export async function joinRemoteTable(
  text: string,
  typedCode: string,
): Promise<StorageResult<{ table: RemoteTable; address: string }>> {
  const parsed = parseTableAddress(text);
  if (!parsed)
    return {
      ok: false,
      error: { code: 'bad-address', message: `“${text}” is not a table’s address.` },
    };
  const code = typedCode || parsed.code;
  if (!code)
    return {
      ok: false,
      error: { code: 'no-code', message: 'Type the join code the host’s screen shows.' },
    };
  const opened = await RemoteTable.open(parsed.address, code);
  if (!opened.ok) return opened;
  return {
    ok: true,
    value: { table: opened.value, address: `${parsed.address.host}:${parsed.address.port}` },
  };
}

/** One end of the page's line, as main holds it (a MessagePortMain, or a test's stand-in). */
export interface PageEnd {
  send(data: unknown): void;
  onMessage(listener: (data: unknown) => void): void;
  onClose(listener: () => void): void;
  close(): void;
}

export class RemoteTable {
  private closeListeners: ((why: string) => void)[] = [];
  private page: PageEnd | null = null;

  private constructor(
    private readonly socket: WebSocket,
    private readonly code: string,
  ) {
    socket.on('message', (data, isBinary) => {
      // Binary frames are not part of the protocol; the page's parser refuses anything else.
      if (!isBinary) this.page?.send(data.toString());
    });
    socket.on('close', (code: number) =>
      this.ended(
        code === 1008
          ? 'The table closed the connection: too many messages.'
          : 'The table closed the connection.',
      ),
    );
    socket.on('error', () => this.ended('The connection to the table failed.'));
  }

  /** Connects to the table at `address`; a table that cannot be reached is said in words. */
  static open(address: TableAddress, code: string): Promise<StorageResult<RemoteTable>> {
    const where = `${address.host}:${address.port}`;
    return new Promise((done) => {
      const socket = new WebSocket(`ws://${where}/session`, {
        origin: `http://${where}`,
        maxPayload: MAX_FRAME,
        handshakeTimeout: CONNECT_TIMEOUT_MS,
      });
      const fail = (message: string) => {
        socket.removeAllListeners();
        socket.on('error', () => {});
        socket.terminate();
        done({ ok: false, error: { code: 'unreachable', message } });
      };
      socket.once('open', () => {
        socket.removeAllListeners();
        done({ ok: true, value: new RemoteTable(socket, code) });
      });
      socket.once('unexpected-response', (_req, res) =>
        fail(
          `${where} answered, but is not a Nothing Personal table that lets this app in (HTTP ${res.statusCode}).`,
        ),
      );
      socket.once('error', (e: Error) =>
        fail(
          `No table answered at ${where} (${e.message}). Check the address, and that both computers are on the same network.`,
        ),
      );
    });
  }

  /** Links the page's end of its line to the socket. */
  attach(page: PageEnd) {
    this.page = page;
    page.onMessage((data) => {
      if (this.socket.readyState !== WebSocket.OPEN) return;
      let frame = data;
      if (isHello(frame) && frame.code === undefined) frame = { ...frame, code: this.code };
      let text: string;
      try {
        text = JSON.stringify(frame);
      } catch {
        return;
      }
      if (typeof text === 'string' && text.length <= MAX_FRAME) this.socket.send(text);
    });
    page.onClose(() => this.close());
  }

  onClose(listener: (why: string) => void) {
    this.closeListeners.push(listener);
  }

  close() {
    this.ended('You left the table.');
  }

  private ended(why: string) {
    const listeners = this.closeListeners.splice(0);
    if (
      this.socket.readyState === WebSocket.OPEN ||
      this.socket.readyState === WebSocket.CONNECTING
    )
      this.socket.close(1000);
    const page = this.page;
    this.page = null;
    page?.close();
    for (const l of listeners) l(why);
  }
}

function isHello(v: unknown): v is { t: 'hello'; code?: unknown } {
  return typeof v === 'object' && v !== null && (v as { t?: unknown }).t === 'hello';
}
