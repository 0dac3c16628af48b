/** Serves the built renderer's files, and nothing outside its folder. */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy } from '../csp';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

/**
 * The file a request path names inside `base`, or null for a path that is not one (bad
 * percent-encoding, an address `URL` cannot read, a NUL byte, a way out of the folder).
 */
export function fileFor(base: string, requestUrl: string): string | null {
  let rel: string;
  try {
    const url = new URL(requestUrl, 'http://localhost');
    rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const file = normalize(join(base, rel));
  return file.startsWith(base) ? file : null;
}

/** Every request is answered (400, 404, 405 or the file); none can throw out of it. */
export function staticHandler(root: string, cspHost: (req: IncomingMessage) => string) {
  const base = normalize(root + sep);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const file = fileFor(base, req.url ?? '/');
    if (file === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        // Sockets only back to this host (the session endpoint).
        'Content-Security-Policy': contentSecurityPolicy(`'self' ws://${cspHost(req)}`),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      if (res.headersSent) res.end();
      else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  };
}
