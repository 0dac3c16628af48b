/**
 * The session host as a forked Node child (the Node host and the crash tests); the Electron
 * app uses a utility process instead (src-main/session-process.ts). Same commands, same
 * reports, over the IPC channel `fork` opens.
 */
import { fork } from 'node:child_process';
import type { HostLauncher } from './supervisor';

export interface ForkOptions {
  /** The built host (out/main/session-node.js), or the .ts entry with `--import tsx`. */
  entry: string;
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
  botDelayMs: number;
}

export function forkedHost(o: ForkOptions): HostLauncher {
  return (events) => {
    const child = fork(o.entry, [], {
      execArgv: o.execArgv ?? [],
      env: { ...(o.env ?? process.env), NP_BOT_DELAY_MS: String(o.botDelayMs) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    });
    child.on('message', (m) => events.report(m));
    let exited = false;
    const exit = (code: number | null) => {
      if (exited) return;
      exited = true;
      events.exit(code);
    };
    child.on('exit', (code) => exit(code));
    // A fork that could not start at all exits too, but say so even if it does not.
    child.on('error', () => exit(null));
    // What was sent and not yet taken by the child: the relay stops reading sockets past a bound.
    let backlog = 0;
    return {
      pid: child.pid,
      send(command) {
        if (!child.connected) return;
        const size = command.t === 'frame' ? command.data.length : 256;
        backlog += size;
        child.send(command, () => (backlog -= size));
      },
      backlog: () => backlog,
      kill() {
        child.kill('SIGKILL');
      },
    };
  };
}
