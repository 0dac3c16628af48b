/**
 * A WebSocket client below the library: the HTTP upgrade by hand and frames built byte by
 * byte (RFC 6455 §5.2), so a test can send what no well-behaved client would: unmasked
 * frames, reserved bits and opcodes, bad UTF-8, over-long control frames, lying lengths.
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export interface FrameSpec {
  opcode: number;
  payload?: Buffer;
  fin?: boolean;
  rsv1?: boolean;
  /** Client frames must be masked; false sends it bare. */
  mask?: boolean;
  /** The length the header declares, when it should not be the payload's. */
  declared?: number;
}

export function frame(f: FrameSpec): Buffer {
  const payload = f.payload ?? Buffer.alloc(0);
  const length = f.declared ?? payload.length;
  const mask = f.mask ?? true;
  const head = [((f.fin ?? true) ? 0x80 : 0) | (f.rsv1 ? 0x40 : 0) | (f.opcode & 0x0f)];
  const m = mask ? 0x80 : 0;
  if (length < 126) head.push(m | length);
  else if (length < 0x10000) head.push(m | 126, length >> 8, length & 0xff);
  else {
    head.push(m | 127, 0, 0, 0, 0);
    for (const shift of [24, 16, 8, 0]) head.push((length >>> shift) & 0xff);
  }
  if (!mask) return Buffer.concat([Buffer.from(head), payload]);
  const key = randomBytes(4);
  const body = Buffer.from(payload.map((b, i) => b ^ key[i % 4]!));
  return Buffer.concat([Buffer.from(head), key, body]);
}

export const text = (s: string, more: Partial<FrameSpec> = {}) =>
  frame({ opcode: 1, payload: Buffer.from(s), ...more });

/** The malformed frames a hostile client can send, by name: each breaks the protocol its own way. */
export const BAD_FRAMES: Record<string, () => Buffer[]> = {
  'a frame over the size cap': () => [text('x'.repeat(1_200_000))],
  'a declared length over the cap': () => [
    frame({ opcode: 1, declared: 2 ** 31, payload: Buffer.from('{}') }),
  ],
  'invalid UTF-8': () => [frame({ opcode: 1, payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) })],
  'an unmasked client frame': () => [text('{"t":"look","seat":0}', { mask: false })],
  'RSV1 without deflate': () => [text('{}', { rsv1: true })],
  'a reserved opcode': () => [frame({ opcode: 0x3, payload: Buffer.from('{}') })],
  'a bad close code': () => [frame({ opcode: 0x8, payload: Buffer.from([0x03, 0xe7]) })],
  'an over-long ping': () => [frame({ opcode: 0x9, payload: Buffer.alloc(126, 1) })],
  'a fragmented ping': () => [frame({ opcode: 0x9, fin: false, payload: Buffer.from('p') })],
  'a continuation with nothing to continue': () => [
    frame({ opcode: 0x0, payload: Buffer.from('{}') }),
  ],
  'a fragmented message over the cap': () => [
    text('x'.repeat(600_000), { fin: false }),
    frame({ opcode: 0x0, payload: Buffer.from('y'.repeat(600_000)) }),
  ],
};

export interface RawSocket {
  socket: Socket;
  /** Everything the server sent after the upgrade. */
  received(): Buffer;
  closed: Promise<void>;
}

/** Opens a WebSocket by hand; resolves once the server agreed to the upgrade. */
export function rawSocket(port: number, path: string, origin: string): Promise<RawSocket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let head = Buffer.alloc(0);
    let body = Buffer.alloc(0);
    let upgraded = false;
    const closed = new Promise<void>((c) => socket.once('close', () => c()));
    socket.on('error', () => {});
    socket.once('close', () => {
      if (!upgraded) fail(new Error(`No upgrade: ${head.toString('latin1').split('\r\n')[0]}`));
    });
    socket.on('data', (d: Buffer) => {
      if (upgraded) {
        body = Buffer.concat([body, d]);
        return;
      }
      head = Buffer.concat([head, d]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!head.subarray(0, 12).toString('latin1').includes(' 101')) {
        socket.destroy();
        return;
      }
      upgraded = true;
      body = head.subarray(end + 4);
      done({ socket, received: () => body, closed });
    });
    socket.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        `Origin: ${origin}`,
        '',
        '',
      ].join('\r\n'),
    );
  });
}

/** The frames the server sent (unmasked, RFC 6455 §5.1), as far as they arrived whole. */
export function serverFrames(b: Buffer): { opcode: number; payload: Buffer }[] {
  const out: { opcode: number; payload: Buffer }[] = [];
  for (let i = 0; i + 1 < b.length;) {
    let length = b[i + 1]! & 0x7f;
    let at = i + 2;
    if (length === 126) {
      length = b.readUInt16BE(at);
      at += 2;
    } else if (length === 127) {
      length = Number(b.readBigUInt64BE(at));
      at += 8;
    }
    if (at + length > b.length) break;
    out.push({ opcode: b[i]! & 0x0f, payload: b.subarray(at, at + length) });
    i = at + length;
  }
  return out;
}

/** The close code in the server's close frame, if it sent one. */
export function closeCode(received: Buffer): number | null {
  const close = serverFrames(received).find((f) => f.opcode === 0x8);
  return close && close.payload.length >= 2 ? close.payload.readUInt16BE(0) : null;
}
