/**
 * Entry of the session host as a plain Node child process (the Node host, and the crash
 * tests): commands and reports travel over the IPC channel `fork` opens; clients are relayed
 * by the parent. The host leaves with its parent.
 */
import { hostOptionsFromEnv, runSessionHost } from './runtime';

const send = process.send?.bind(process);
if (!send) {
  console.error('The session host must be started by its parent (child_process.fork).');
  process.exit(2);
}

runSessionHost(
  {
    onCommand: (listener) => process.on('message', (m) => listener(m, null)),
    report: (r) => void send(r),
  },
  hostOptionsFromEnv(import.meta.url),
);

process.on('disconnect', () => process.exit(0));
