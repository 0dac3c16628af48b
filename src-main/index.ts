/**
 * Electron main: thin on purpose (DESIGN.md §1). It serves the renderer, creates the window,
 * starts the session host in a utility process and connects the two.
 */
import { app, session } from 'electron';
import { join } from 'node:path';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol';
import { registerIpc } from './ipc';
import { hardenContents, hardenSession, originOf } from './security';
import { SessionProcess } from './session-process';
import { createMainWindow } from './window';
import type { SeatSpec } from '../src-shared/protocol';

const devUrl = process.env.ELECTRON_RENDERER_URL;
const appUrl = devUrl ?? `${APP_ORIGIN}/index.html`;
const appOrigins = devUrl ? [originOf(devUrl)] : [APP_ORIGIN];

registerAppScheme();

const host = new SessionProcess(
  join(import.meta.dirname, 'session-host.js'),
  (report) => {
    if (report.t === 'failed') console.error(`Session host: ${report.message}`);
  },
  (code) => console.error(`The session host stopped (code ${code}).`),
);

function firstGame() {
  const seats: SeatSpec[] = [
    { kind: 'human', name: 'You' },
    { kind: 'bot', name: 'The Corleonis', bot: { preset: 'random' } },
    { kind: 'bot', name: 'The Tattaglias', bot: { preset: 'random' } },
    { kind: 'bot', name: 'The Barzinis', bot: { preset: 'random' } },
  ];
  host.send({
    t: 'start',
    game: 'nothing-personal',
    options: { seed: Math.floor(Math.random() * 0xffffffff), players: seats.length },
    seats,
  });
}

app.on('web-contents-created', (_event, contents) => hardenContents(contents, appOrigins));

void app.whenReady().then(() => {
  hardenSession(session.defaultSession);
  serveRenderer(join(import.meta.dirname, '../renderer'));
  registerIpc({ appOrigins, appVersion: app.getVersion(), connectSession: (c) => host.connect(c) });
  host.start();
  firstGame();
  createMainWindow(join(import.meta.dirname, '../preload/index.cjs'), appUrl);
});

app.on('window-all-closed', () => {
  host.stop();
  app.quit();
});
