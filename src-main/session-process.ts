/**
 * The session host's utility process, seen from main (DESIGN.md §1): main starts it, passes
 * commands, hands each renderer a MessagePort to it, and hears its reports. Main is never in
 * the data path between renderer and host.
 */
import {
  MessageChannelMain,
  utilityProcess,
  type UtilityProcess,
  type WebContents,
} from 'electron';
import type { HostCommand, HostReport } from '../src-shared/protocol';

export class SessionProcess {
  private child: UtilityProcess | null = null;

  constructor(
    private readonly entry: string,
    private readonly onReport: (r: HostReport) => void,
    private readonly onExit: (code: number) => void,
  ) {}

  start() {
    const child = utilityProcess.fork(this.entry, [], {
      serviceName: 'Nothing Personal session',
      stdio: 'inherit',
    });
    child.on('message', (m: unknown) => {
      if (isReport(m)) this.onReport(m);
    });
    child.on('exit', (code) => {
      if (this.child === child) this.child = null;
      this.onExit(code);
    });
    this.child = child;
  }

  send(command: HostCommand) {
    this.child?.postMessage(command);
  }

  /** Gives a renderer its own port to the host. */
  connect(contents: WebContents) {
    if (!this.child) return;
    const { port1, port2 } = new MessageChannelMain();
    this.child.postMessage({ t: 'client' } satisfies HostCommand, [port1]);
    contents.postMessage('session:port', null, [port2]);
  }

  stop() {
    this.child?.kill();
    this.child = null;
  }
}

function isReport(m: unknown): m is HostReport {
  const t = (m as { t?: unknown } | null)?.t;
  return t === 'ready' || t === 'checkpoint' || t === 'failed';
}
