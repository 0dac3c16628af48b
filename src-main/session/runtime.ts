/**
 * Runs a session host under a parent (Electron main over parentPort, or a Node parent over
 * IPC): parses the parent's commands, starts or resumes the game, attaches clients and
 * passes checkpoints up.
 */
import { HostCommandSchema, type HostReport } from '../../src-shared/protocol';
import { SessionHost } from './host';
import type { Transport } from './transport';

export interface ParentChannel {
  /** Commands from the parent; `client` is the transport that arrived with a `client` command. */
  onCommand(listener: (raw: unknown, client: Transport | null) => void): void;
  report(r: HostReport): void;
}

export function runSessionHost(parent: ParentChannel, botDelayMs: number): SessionHost {
  const host = new SessionHost({ botDelayMs, report: (r) => parent.report(r) });
  parent.onCommand((raw, client) => {
    const parsed = HostCommandSchema.safeParse(raw);
    if (!parsed.success) {
      parent.report({
        t: 'failed',
        code: 'bad-command',
        message: parsed.error.issues[0]?.message ?? 'bad command',
      });
      return;
    }
    const cmd = parsed.data;
    if (cmd.t === 'client') {
      if (client) host.attach(client);
      return;
    }
    const problem =
      cmd.t === 'start' ? host.start(cmd.options, cmd.seats) : host.resume(cmd.checkpoint);
    if (problem) parent.report({ t: 'failed', ...problem });
  });
  parent.report({ t: 'ready' });
  return host;
}
