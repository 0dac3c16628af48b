/**
 * The renderers connected to the session: each gets its own MessagePort to the host, and a
 * fresh one whenever a restarted host is back; each hears the session status (reconnecting,
 * restored, failed) over the bridge, since a dead host cannot say so itself.
 *
 * A renderer may instead sit at another computer's table (issue #12): its port then leads to
 * that table's socket (lan/remote-table.ts), until it leaves or reloads.
 */
import { MessageChannelMain, type MessagePortMain, type WebContents } from 'electron';
import { SESSION_CHANNELS, type SessionStatus } from '../src-shared/protocol';
import type { PageEnd, RemoteTable } from './lan/remote-table';
import type { SessionSupervisor } from './session/supervisor';

export class RendererLinks {
  private readonly renderers = new Set<WebContents>();
  /** Renderers at another computer's table. */
  private readonly away = new Map<WebContents, RemoteTable>();

  constructor(private readonly supervisor: Pick<SessionSupervisor, 'send'>) {}

  /** A renderer asked for the session (at start, or after reloading): its own table. */
  connect(contents: WebContents) {
    if (!this.renderers.has(contents)) {
      this.renderers.add(contents);
      contents.once('destroyed', () => {
        this.renderers.delete(contents);
        this.leaveRemote(contents);
      });
    }
    this.leaveRemote(contents);
    this.handOver(contents);
  }

  /** The renderer leaves the other computer's table, if it sits at one. */
  private leaveRemote(contents: WebContents) {
    const table = this.away.get(contents);
    this.away.delete(contents);
    table?.close();
  }

  /** The renderer sits at another computer's table now, through a port to its socket. */
  joinRemote(contents: WebContents, table: RemoteTable) {
    this.leaveRemote(contents);
    if (contents.isDestroyed()) return table.close();
    this.away.set(contents, table);
    table.onClose((why) => {
      if (this.away.get(contents) !== table) return;
      this.away.delete(contents);
      if (!contents.isDestroyed())
        contents.send(SESSION_CHANNELS.status, {
          state: 'failed',
          message: `${why} Leave the table to go back to your own.`,
        });
    });
    const { port1, port2 } = new MessageChannelMain();
    table.attach(pageEnd(port1));
    port1.start();
    contents.postMessage(SESSION_CHANNELS.port, null, [port2]);
  }

  /** A host is up (the first, or a restarted one): every renderer at it gets a new port. */
  reattachAll() {
    for (const contents of this.renderers) if (!this.away.has(contents)) this.handOver(contents);
  }

  status(status: SessionStatus) {
    for (const contents of this.renderers) {
      if (!contents.isDestroyed() && !this.away.has(contents))
        contents.send(SESSION_CHANNELS.status, status);
    }
  }

  private handOver(contents: WebContents) {
    if (contents.isDestroyed()) return;
    const { port1, port2 } = new MessageChannelMain();
    // No host right now: reattachAll hands the port over once there is one.
    if (!this.supervisor.send({ t: 'client', role: 'host' }, [port1])) {
      port1.close();
      port2.close();
      return;
    }
    contents.postMessage(SESSION_CHANNELS.port, null, [port2]);
  }
}

function pageEnd(port: MessagePortMain): PageEnd {
  return {
    send: (data) => port.postMessage(data),
    onMessage: (l) => void port.on('message', (e) => l(e.data)),
    onClose: (l) => void port.on('close', l),
    close: () => port.close(),
  };
}
