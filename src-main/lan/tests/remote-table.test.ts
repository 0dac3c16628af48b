/**
 * Joining another computer's table from the desktop app (issue #12): what a person may type
 * as the address, and main's link between the page's port and the table's socket, which
 * adds the join code to the page's hellos and passes everything else as it is.
 */
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { parseTableAddress, RemoteTable, type PageEnd } from '../remote-table';
import { PROTOCOL_VERSION } from '../../../src-shared/protocol';

describe('a table address a person types', () => {
  it('takes an address, a port, a host name or a whole join link with its code', () => {
    expect(parseTableAddress('192.168.1.20')).toEqual({
      address: { host: '192.168.1.20', port: 5317 },
      code: null,
    });
    expect(parseTableAddress(' 10.0.0.5:6000 ')?.address).toEqual({ host: '10.0.0.5', port: 6000 });
    expect(parseTableAddress('den-laptop.local:5317')?.address.host).toBe('den-laptop.local');
    expect(parseTableAddress('http://192.168.1.20:5318/#code=ABC234')).toEqual({
      address: { host: '192.168.1.20', port: 5318 },
      code: 'ABC234',
    });
  });

  it('refuses what is not a table address', () => {
    for (const bad of ['', 'ftp://x', 'http://user:pw@host', 'a b', 'host:99999', 'x'.repeat(201)])
      expect(parseTableAddress(bad)).toBeNull();
  });
});

let close: () => Promise<void> = async () => {};
afterEach(() => close());

/** A table's socket server on loopback that keeps what it is sent and echoes a welcome. */
async function fakeTable() {
  const http = createServer();
  const wss = new WebSocketServer({ server: http, path: '/session' });
  const got: { origin: string | undefined; frames: unknown[] } = { origin: undefined, frames: [] };
  const sockets: WebSocket[] = [];
  wss.on('connection', (ws, req) => {
    got.origin = req.headers.origin;
    sockets.push(ws);
    ws.on('message', (d) => {
      got.frames.push(JSON.parse(d.toString()));
      ws.send(JSON.stringify({ t: 'error', code: 'echo', message: 'heard' }));
    });
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const port = (http.address() as { port: number }).port;
  close = async () => {
    for (const s of sockets) s.terminate();
    await new Promise<void>((done) => wss.close(() => http.close(() => done())));
  };
  return { port, got, sockets };
}

function page() {
  const sent: unknown[] = [];
  let listener: (d: unknown) => void = () => {};
  let closed = false;
  const end: PageEnd = {
    send: (d) => void sent.push(d),
    onMessage: (l) => void (listener = l),
    onClose: () => {},
    close: () => void (closed = true),
  };
  return { end, sent, say: (d: unknown) => listener(d), closed: () => closed };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((d) => setTimeout(d, 5));
  expect(ok()).toBe(true);
};

describe("main's link to another computer's table", () => {
  it('adds the join code to the hellos, passes frames both ways, and ends with the socket', async () => {
    const table = await fakeTable();
    const opened = await RemoteTable.open({ host: '127.0.0.1', port: table.port }, 'ABC234');
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const p = page();
    opened.value.attach(p.end);
    const why: string[] = [];
    opened.value.onClose((w) => why.push(w));
    p.say({ t: 'hello', v: PROTOCOL_VERSION });
    p.say({ t: 'hello', v: PROTOCOL_VERSION, seat: 1, code: 'TYPED1' });
    p.say({ t: 'look', seat: 1 });
    await until(() => table.got.frames.length === 3);
    expect(table.got.origin).toBe(`http://127.0.0.1:${table.port}`);
    expect(table.got.frames).toEqual([
      { t: 'hello', v: PROTOCOL_VERSION, code: 'ABC234' },
      { t: 'hello', v: PROTOCOL_VERSION, seat: 1, code: 'TYPED1' },
      { t: 'look', seat: 1 },
    ]);
    await until(() => p.sent.length === 3);
    expect(p.sent[0]).toBe(JSON.stringify({ t: 'error', code: 'echo', message: 'heard' }));
    table.sockets[0]!.close(1000);
    await until(() => p.closed());
    expect(why).toEqual(['The table closed the connection.']);
  });

  it('says in words when no table answers', async () => {
    const table = await fakeTable();
    await close();
    const opened = await RemoteTable.open({ host: '127.0.0.1', port: table.port }, 'ABC234');
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.error.message).toMatch(/No table answered at 127\.0\.0\.1:\d+/);
  });
});
