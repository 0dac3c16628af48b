/**
 * The preload bridge (DESIGN.md §5.6): a few functions named by intent, exposed through
 * contextBridge; never ipcRenderer itself. The session port main sends is posted to the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import {
  BRIDGE_KEY,
  SESSION_PORT_MESSAGE,
  type DesktopBridge,
} from '../../src-shared/protocol/bridge';

const bridge: DesktopBridge = {
  connectSession: () => ipcRenderer.send('session:connect'),
  appVersion: () => String(ipcRenderer.sendSync('app:version')),
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);

ipcRenderer.on('session:port', (event) => {
  window.postMessage(SESSION_PORT_MESSAGE, window.location.origin, event.ports);
});
