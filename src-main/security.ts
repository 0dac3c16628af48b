/**
 * Electron's security checklist applied to every web contents and session (DESIGN.md §5.6):
 * no navigation away from the app, no new windows (allow-listed links open in the browser),
 * no webviews, every permission request denied.
 */
import { shell, type Session, type WebContents } from 'electron';

/** External pages the app may open in the user's browser. */
export const EXTERNAL_LINKS = [
  'https://boardgamegeek.com/boardgame/136991/nothing-personal',
  'https://github.com/',
] as const;

export function isAllowedExternal(url: string): boolean {
  return EXTERNAL_LINKS.some(
    (allowed) => url === allowed || (allowed.endsWith('/') && url.startsWith(allowed)),
  );
}

export function hardenContents(contents: WebContents, appOrigins: readonly string[]) {
  contents.on('will-navigate', (event, url) => {
    if (!appOrigins.includes(originOf(url))) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!appOrigins.includes(originOf(url))) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}

export function hardenSession(session: Session) {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

export function originOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return '';
  }
}
