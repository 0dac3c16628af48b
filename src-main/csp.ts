/**
 * The Content-Security-Policy both hosts send with the renderer (DESIGN.md §5.6): scripts and
 * styles only from the app itself, no plugins, no framing, and network only where named.
 */
export function contentSecurityPolicy(connect: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}
