/**
 * Entry of the session host as a plain Node child process (the Node host, and the crash
 * tests): commands and reports travel over the IPC channel `fork` opens; clients are relayed
 * by the parent. The host leaves with its parent.
 */
import { runSessionHost } from './runtime';

const send = process.send?.bind(process);
if (!send) {
  console.error('The session host must be started by its parent (child_process.fork).');
  process.exit(2);
}

const botDelay = Number(process.env.NP_BOT_DELAY_MS ?? '700');

runSessionHost(
  {
    onCommand: (listener) => process.on('message', (m) => listener(m, null)),
    report: (r) => void send(r),
  },
  { botDelayMs: Number.isFinite(botDelay) && botDelay >= 0 ? botDelay : 700 },
);

process.on('disconnect', () => process.exit(0));
