/**
 * How a guest reaches the table (issue #12), in the words the lobby and the table show: the
 * address part of a join link (what a person types; the code after `#` is said apart), and
 * this computer's own address for a table that is not on the network.
 */

/** `http://192.168.1.20:5317/#code=ABC234` → `192.168.1.20:5317`. */
export function linkAddress(url: string): string {
  return url.replace(/^http:\/\//, '').replace(/\/#code=.*$/, '');
}

/** Where guests on this computer open a table served for it alone (the Node host on loopback). */
export function thisComputer(): string {
  return typeof location === 'undefined' ? '' : `${location.origin}/`;
}
