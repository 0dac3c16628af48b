/**
 * Entry of the Electron utility process that hosts the session (DESIGN.md §1). Main sends
 * commands over parentPort; a renderer's MessagePort arrives with a `client` command.
 */
import type {} from 'electron';
import { portTransport } from './port-transport';
import { hostOptionsFromEnv, runSessionHost } from './runtime';

const parentPort = process.parentPort;

runSessionHost(
  {
    onCommand(listener) {
      parentPort.on('message', (e) => {
        const port = e.ports[0];
        listener(e.data, port ? portTransport(port) : null);
      });
    },
    report: (r) => parentPort.postMessage(r),
  },
  hostOptionsFromEnv(import.meta.url),
);
