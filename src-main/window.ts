/** The main window, created with the settings of DESIGN.md §5.6. */
import { BrowserWindow, type WebPreferences } from 'electron';

export function webPreferences(preload: string): WebPreferences {
  return {
    preload,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    spellcheck: false,
  };
}

export function createMainWindow(preload: string, url: string): BrowserWindow {
  const win = new BrowserWindow({
    title: 'Nothing Personal',
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    backgroundColor: '#1b1410',
    show: false,
    webPreferences: webPreferences(preload),
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(url);
  return win;
}
