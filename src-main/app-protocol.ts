/**
 * The renderer is served from a custom `app://` scheme rather than file:// (Electron security
 * checklist, DESIGN.md §5.6): one origin, a real CSP header, and no access to other files.
 */
import { protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { contentSecurityPolicy } from './csp';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = 'app://renderer';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** Must run before the app is ready. */
export function registerAppScheme() {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Resolves a request to a file inside `root`, or null when it points anywhere else. */
export function resolveAppFile(root: string, requestUrl: string): string | null {
  const url = new URL(requestUrl);
  if (`${url.protocol}//${url.host}` !== APP_ORIGIN) return null;
  const base = normalize(root + sep);
  const rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  const file = normalize(join(base, rel));
  return file.startsWith(base) ? file : null;
}

export function serveRenderer(root: string) {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(root, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          // The desktop renderer reaches the session through a MessagePort, never the network.
          'Content-Security-Policy': contentSecurityPolicy("'none'"),
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
