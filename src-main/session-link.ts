/**
 * The renderers connected to the session: each gets its own MessagePort to the host, and a
 * fresh one whenever a restarted host is back; each hears the session status (reconnecting,
 * restored, failed) over the bridge, since a dead host cannot say so itself.
 */
import { MessageChannelMain, type WebContents } from 'electron';
import { SESSION_CHANNELS, type SessionStatus } from '../src-shared/protocol';
import type { SessionSupervisor } from './session/supervisor';

export class RendererLinks {
  private readonly renderers = new Set<WebContents>();

  constructor(private readonly supervisor: Pick<SessionSupervisor, 'send'>) {}

  /** A renderer asked for the session (at start, or after reloading). */
  connect(contents: WebContents) {
    if (!this.renderers.has(contents)) {
      this.renderers.add(contents);
      contents.once('destroyed', () => this.renderers.delete(contents));
    }
    this.handOver(contents);
  }

  /** A host is up (the first, or a restarted one): every renderer gets a new port. */
  reattachAll() {
    for (const contents of this.renderers) this.handOver(contents);
  }

  status(status: SessionStatus) {
    for (const contents of this.renderers) {
      if (!contents.isDestroyed()) contents.send(SESSION_CHANNELS.status, status);
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
