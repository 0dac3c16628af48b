/**
 * A session line for store tests: what the stores send is recorded, and the test plays the
 * host by emitting server messages, built from a real engine state the way the host builds
 * them (src-main/session/host.ts `sendUpdate`).
 */
import {
  eventsFor,
  legalFor,
  view,
  whyNot,
  type GameEvent,
  type GameState,
} from '../../src-shared/engine';
import {
  PROTOCOL_VERSION,
  type ClientMessage,
  type SeatInfo,
  type ServerMessage,
} from '../../src-shared/protocol';
import type { ConnectionStatus, SessionConnection } from '../bridge';

export class FakeLine implements SessionConnection {
  sent: ClientMessage[] = [];
  private listener: ((m: ServerMessage) => void) | null = null;
  send(m: ClientMessage) {
    this.sent.push(m);
  }
  onMessage(l: (m: ServerMessage) => void) {
    this.listener = l;
    return () => (this.listener = null);
  }
  onStatus(l: (s: ConnectionStatus) => void) {
    l({ state: 'open', message: 'Connected.' });
    return () => undefined;
  }
  close() {}
  emit(m: ServerMessage) {
    this.listener!(m);
  }
  /** The intents sent so far. */
  acts() {
    return this.sent.flatMap((m) => (m.t === 'act' ? [m.action] : []));
  }
}

export function welcome(yours: number[], humans: number[], players = 4): ServerMessage {
  const seats: SeatInfo[] = Array.from({ length: players }, (_, i) => ({
    seat: i,
    name: i === 0 ? 'You' : `Family ${i + 1}`,
    kind: humans.includes(i) ? 'human' : 'bot',
  }));
  return {
    t: 'welcome',
    v: PROTOCOL_VERSION,
    game: 'nothing-personal',
    role: 'host',
    yours,
    seats,
  };
}

export function updateFor(
  s: GameState,
  seat: number,
  yours: number[],
  events: GameEvent[] = [],
): ServerMessage {
  return {
    t: 'update',
    seat,
    // A fake host gives each position the engine's move number as its version.
    version: s.seq,
    view: view(s, seat),
    legal: yours.includes(seat) ? legalFor(s, seat) : [],
    blocked: yours.includes(seat) ? whyNot(s, seat) : [],
    events: eventsFor(events, seat),
    thinking: [],
    undo: false,
    said: null,
  };
}
