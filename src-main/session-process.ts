/**
 * The session host's utility process, seen from main (DESIGN.md §1): a HostLauncher for the
 * supervisor (session/supervisor.ts), which restarts it from the last checkpoint if it dies.
 * Main passes commands and hands each renderer a MessagePort to it; it is never in the data
 * path between renderer and host.
 */
import { utilityProcess, type MessagePortMain } from 'electron';
import type { HostLauncher } from './session/supervisor';

export function utilityHost(entry: string, botDelayMs = 700): HostLauncher {
  return (events) => {
    const child = utilityProcess.fork(entry, [], {
      serviceName: 'Nothing Personal session',
      stdio: 'inherit',
      env: { ...process.env, NP_BOT_DELAY_MS: String(botDelayMs) },
    });
    child.on('message', (m: unknown) => events.report(m));
    child.on('exit', (code: number) => events.exit(code));
    return {
      get pid() {
        return child.pid;
      },
      send: (command, transfer) =>
        child.postMessage(command, (transfer ?? []) as MessagePortMain[]),
      kill: () => void child.kill(),
    };
  };
}
