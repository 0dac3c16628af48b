/**
 * Main's IPC surface: a handful of channels named by intent. Every handler checks that the
 * message comes from the app's own top frame and carries the expected payload (DESIGN.md §5.6).
 */
import { ipcMain, type IpcMainEvent, type WebContents } from 'electron';
import { originOf } from './security';

export const CHANNELS = {
  connectSession: 'session:connect',
  appVersion: 'app:version',
} as const;

export interface IpcDeps {
  appOrigins: readonly string[];
  appVersion: string;
  connectSession(contents: WebContents): void;
}

/** True for a message from the top frame of a page the app itself serves. */
export function isTrustedSender(event: IpcMainEvent, appOrigins: readonly string[]): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  return appOrigins.includes(originOf(frame.url));
}

export function registerIpc(deps: IpcDeps) {
  ipcMain.on(CHANNELS.connectSession, (event, ...args: unknown[]) => {
    if (!isTrustedSender(event, deps.appOrigins) || args.length !== 0) return;
    deps.connectSession(event.sender);
  });
  ipcMain.on(CHANNELS.appVersion, (event, ...args: unknown[]) => {
    event.returnValue =
      isTrustedSender(event, deps.appOrigins) && args.length === 0 ? deps.appVersion : '';
  });
}
