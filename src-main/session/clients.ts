/**
 * The clients of a session host, their roles and their seats (DESIGN.md §7). A role is
 * given by the host's parent when the client is attached, never claimed by the client: the
 * host's own window, or a guest. A seat belongs to one client at a time:
 *
 * - the host's window holds every person's seat at this computer (the human seats not kept
 *   open for remote players); a newer host window (a reloaded tab) takes them over;
 * - a guest may claim one remote seat that nobody holds, keeps it until it leaves or asks
 *   for none, and otherwise watches the public table. Its first claim of a seat gives it the
 *   seat's token (128 random bits): with it, and only with it, the seat is taken back after a
 *   drop (a reloaded page, a lost Wi-Fi), from a connection the host has not yet seen close;
 * - only the host's window may start a game, put seats on the table, or manage its guests
 *   (let one go, move one to another seat); storage and settings never reach the session
 *   host at all: the parent answers them, for the host's window alone.
 */
import type { ClientRole, KeptSeats, SeatSpec } from '../../src-shared/protocol';
import { newSecret, sameSecret } from '../secret';
import type { Transport } from './transport';

export interface Client {
  readonly transport: Transport;
  readonly role: ClientRole;
  /** Order of arrival: the newest host window holds the seats at this computer. */
  readonly order: number;
  /** Seats this client may act for. */
  yours: number[];
  /** The seat whose view it is shown (-1: the public view). */
  looking: number;
  greeted: boolean;
  /** The remote seat a guest holds. */
  claim: number | undefined;
  /** The name a guest gave. */
  name: string | undefined;
  /** The host let this guest go: this connection may not take a seat again. */
  barred: boolean;
}

/** A remote seat a guest has taken: its token, and the name the guest gave. */
interface Kept {
  token: string;
  name: string | undefined;
}

export interface Refusal {
  code: string;
  message: string;
}

/** What each role may do besides acting for its own seats. */
const MAY = {
  host: { start: true, manage: true },
  guest: { start: false, manage: false },
} as const satisfies Record<ClientRole, Record<string, boolean>>;

export type Privilege = keyof (typeof MAY)['host'];

export class Roster {
  private readonly clients = new Set<Client>();
  private arrivals = 0;
  /** Each remote seat a guest has claimed: kept for it while it is away. */
  private kept = new Map<number, Kept>();
  /** The family (seat name) each kept seat was claimed for, as the table last had it. */
  private families = new Map<number, string>();

  add(transport: Transport, role: ClientRole): Client {
    const c: Client = {
      transport,
      role,
      order: this.arrivals++,
      yours: [],
      looking: -1,
      greeted: false,
      claim: undefined,
      name: undefined,
      barred: false,
    };
    this.clients.add(c);
    return c;
  }

  /**
   * A client left: the seats at this computer go to the next newest host window, if any; a
   * guest's seat stays kept for its token.
   */
  remove(c: Client) {
    this.clients.delete(c);
  }

  has(c: Client): boolean {
    return this.clients.has(c);
  }

  all(): Client[] {
    return [...this.clients];
  }

  greeted(): Client[] {
    return this.all().filter((c) => c.greeted);
  }

  may(c: Client, what: Privilege): boolean {
    return MAY[c.role][what];
  }

  /**
   * A client's `hello`: the host's window takes the seats at this computer; a guest claims
   * `seat` (or none, to watch). Returns why a claim is refused, and then changes nothing.
   */
  hello(
    c: Client,
    seat: number | undefined,
    seats: SeatSpec[],
    token?: string,
    name?: string,
  ): Refusal | null {
    if (c.role === 'guest') {
      if (seat !== undefined) {
        const refused = this.refuseClaim(c, seat, seats, token);
        if (refused) return refused;
        const kept = this.kept.get(seat);
        this.kept.set(seat, {
          token: kept?.token ?? token ?? newSecret(),
          name: name ?? kept?.name,
        });
        // The seat's rightful guest is back: a connection it left behind loses the seat.
        for (const o of this.all()) if (o !== c && o.claim === seat) o.claim = undefined;
      }
      c.claim = seat;
      if (name !== undefined) c.name = name;
    }
    c.greeted = true;
    this.seat(seats);
    return null;
  }

  /** A remote seat nobody holds and no dropped guest keeps a token for. */
  isOpen(seat: number): boolean {
    return !this.kept.has(seat) && this.holder(seat) === undefined;
  }

  /** The guest connected now that holds `seat`. */
  holder(seat: number): Client | undefined {
    return this.all().find((c) => c.claim === seat);
  }

  /** The name the guest holding or keeping `seat` gave. */
  nameAt(seat: number): string | undefined {
    return this.kept.get(seat)?.name ?? this.holder(seat)?.name;
  }

  /** A guest has taken `seat` and is not connected now. */
  isAway(seat: number): boolean {
    return this.kept.has(seat) && this.holder(seat) === undefined;
  }

  /** The token of the seat a guest holds, for its welcome alone. */
  tokenFor(c: Client): string | undefined {
    return c.role === 'guest' && c.claim !== undefined ? this.kept.get(c.claim)?.token : undefined;
  }

  /** The seats guests have taken, for the parent to give a restarted host. */
  keptSeats(): KeptSeats {
    return [...this.kept].map(([seat, k]) => ({
      seat,
      token: k.token,
      ...(k.name === undefined ? {} : { name: k.name }),
    }));
  }

  /** A restarted host takes over its predecessor's kept seats (before any client's hello). */
  restore(kept: KeptSeats) {
    for (const k of kept) this.kept.set(k.seat, { token: k.token, name: k.name });
  }

  /**
   * The host lets the guest of `seat` go: its token no longer takes the seat back, and the
   * connection holding it (if any) is left watching. False when no guest had the seat.
   */
  kick(seat: number): boolean {
    const c = this.holder(seat);
    if (!this.kept.delete(seat) && !c) return false;
    if (c) {
      c.claim = undefined;
      c.barred = true;
    }
    return true;
  }

  /** The host moves the guest of `seat` to the open remote seat `to`, token and all. */
  move(seat: number, to: number, seats: SeatSpec[]): Refusal | null {
    const k = this.kept.get(seat);
    if (!k) return { code: 'no-guest', message: 'Nobody has taken that seat.' };
    const s = seats[to];
    if (s?.kind !== 'human' || !s.remote || !this.isOpen(to))
      return { code: 'seat-not-open', message: 'Guests can only be moved to an open seat.' };
    this.kept.delete(seat);
    this.kept.set(to, k);
    const c = this.holder(seat);
    if (c) c.claim = to;
    return null;
  }

  /** Works every client's seats out again: after a hello, a new game or a loaded save. */
  seat(seats: SeatSpec[]) {
    this.followFamilies(seats);
    for (const s of this.kept.keys()) if (!seats[s]?.remote) this.kept.delete(s);
    const local = seats.flatMap((s, i) => (s.kind === 'human' && !s.remote ? [i] : []));
    const host = this.greeted()
      .filter((c) => c.role === 'host')
      .sort((a, b) => b.order - a.order)[0];
    for (const c of this.greeted()) {
      if (c.role === 'host') c.yours = c === host ? local : [];
      else {
        const s = c.claim === undefined ? undefined : seats[c.claim];
        if (s?.kind !== 'human' || !s.remote) c.claim = undefined;
        c.yours = c.claim === undefined ? [] : [c.claim];
      }
      if (!c.yours.includes(c.looking)) c.looking = c.yours[0] ?? -1;
    }
    this.families = new Map([...this.kept.keys()].map((s) => [s, seats[s]!.name]));
  }

  /**
   * A guest keeps its family, not its chair (issue #13): when the seats change and the family
   * a guest had taken sits elsewhere now (a campaign's next game rotates the seating), its
   * seat, token and connection move there with it.
   */
  private followFamilies(seats: SeatSpec[]) {
    const moves = new Map<number, number>();
    for (const s of this.kept.keys()) {
      const family = this.families.get(s);
      if (family === undefined || seats[s]?.name === family) continue;
      const to = seats.findIndex((x) => x.name === family && x.kind === 'human' && x.remote);
      if (to >= 0) moves.set(s, to);
    }
    if (moves.size === 0) return;
    const kept = new Map<number, Kept>();
    for (const [s, k] of this.kept) {
      const to = moves.get(s) ?? s;
      if (!kept.has(to)) kept.set(to, k);
    }
    this.kept = kept;
    for (const c of this.all()) {
      if (c.claim !== undefined && moves.has(c.claim)) c.claim = moves.get(c.claim);
    }
  }

  private refuseClaim(
    c: Client,
    seat: number,
    seats: SeatSpec[],
    token: string | undefined,
  ): Refusal | null {
    if (c.barred) return { code: 'let-go', message: 'The host gave your seat to somebody else.' };
    if (c.claim !== undefined && c.claim !== seat)
      return { code: 'already-seated', message: 'You already hold a seat at this table.' };
    const s = seats[seat];
    if (s?.kind !== 'human' || !s.remote)
      return {
        code: 'seat-not-open',
        message: 'That seat is not open to players on other devices.',
      };
    const kept = this.kept.get(seat)?.token;
    if (kept !== undefined && c.claim !== seat) {
      if (token !== undefined && sameSecret(token, kept)) return null;
      return {
        code: 'seat-taken',
        message: 'That seat belongs to another player; only they can take it back.',
      };
    }
    const holder = this.all().find((o) => o !== c && o.claim === seat);
    if (holder) return { code: 'seat-taken', message: 'Somebody else holds that seat.' };
    return null;
  }
}
