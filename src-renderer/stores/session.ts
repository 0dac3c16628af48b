/**
 * The session as this window sees it (DESIGN.md §4): the connection, the seats, and the
 * latest update with its view and legal actions, replaced whole on every message. Hot-seat
 * (DESIGN.md §4, §5.5): when the game waits for another person at this computer, the update
 * is kept without any hand or card drawn, until that person has taken the seat (`look`).
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { z } from 'zod';
import {
  GAME_ID,
  PROTOCOL_VERSION,
  SeatTokenSchema,
  type ClientRole,
  type SeatInfo,
  type SeatSpec,
  type ServerMessage,
  type StorageOp,
  type StorageResult,
  type StorageValue,
} from '../../src-shared/protocol';
import {
  eventsFor,
  SPECTATOR,
  type Action,
  type GameEvent,
  type GameView,
  type Blocked,
  type LegalAction,
} from '../../src-shared/engine';
import { openSession, type ConnectionState, type SessionConnection } from '../bridge';
import {
  bridgeStorage,
  socketStorage,
  type RequestOf,
  type StorageChannel,
} from '../storageChannel';
import { readUpdate } from './update';
import { readLocal, writeLocal } from '../localPrefs';

/** A guest's seat and its token, remembered by this browser for this table (issue #12). */
const KeptSeatSchema = z
  .object({ seat: z.number().int().min(0).max(7), token: SeatTokenSchema })
  .strict();
type KeptSeat = z.infer<typeof KeptSeatSchema>;
/**
 * The table this window sits at, by address: its page's own host, or another computer's table
 * the desktop app joined (issue #12). A seat's token is kept for its table alone.
 */
let tableAddress = typeof location === 'undefined' ? '' : location.host;
const keptSeatKey = () => `seat@${tableAddress}`;
const readKeptSeat = (): KeptSeat | null =>
  readLocal(keptSeatKey(), (raw) => KeptSeatSchema.safeParse(raw).data ?? null);

export interface SeatUpdate {
  seat: number;
  /** The position's version: intents made on this update carry it. */
  version: number;
  view: GameView;
  legal: LegalAction[];
  /** What the prompt leaves out and why (the engine's `whyNot`), for this seat's own decision. */
  blocked: Blocked[];
  events: GameEvent[];
  /** Seats a bot is thinking for. */
  thinking: number[];
  /** The host lets this seat take back its last action now. */
  undo: boolean;
  /** A bot's one-line reason for the action these events came from. */
  said: { seat: number; text: string } | null;
  /** Hot-seat: the person the computer must be handed to before anything private shows, or -1. */
  handoff: number;
}

/** Every hand hidden, the way a spectator sees the table. */
export function publicOnly(u: SeatUpdate, handoff: number): SeatUpdate {
  return {
    ...u,
    view: { ...u.view, families: u.view.families.map((f) => ({ ...f, hand: null })) },
    legal: [],
    blocked: [],
    events: eventsFor(u.events, SPECTATOR),
    undo: false,
    handoff,
  };
}

export const useSessionStore = defineStore('session', () => {
  const status = ref<ConnectionState>('connecting');
  const statusMessage = ref('Connecting to the table…');
  const seats = ref<SeatInfo[]>([]);
  /** Seats this window may act for. */
  const yours = ref<number[]>([]);
  /** What the host says this window is (null until its welcome): a guest has no saves or settings there. */
  const role = ref<ClientRole | null>(null);
  /** Counts welcomes: a new game, a loaded save or a restarted host starts the table afresh. */
  const epoch = ref(0);
  /** The game on the table, as the host tells its own window (null for a guest). */
  const gameId = ref<string | null>(null);
  const update = shallowRef<SeatUpdate | null>(null);
  /** The last problem the host reported about something this window sent. */
  const notice = ref<string | null>(null);

  let connection: SessionConnection | null = null;
  let storageChannel: StorageChannel | null = null;
  const unsubscribe: (() => void)[] = [];
  /**
   * A welcome came to a window with several people's seats: whoever sits at the computer now
   * takes a seat before any hand shows (a continued game, a loaded save, a restarted host).
   */
  let confirmSeat = false;

  /** The game so far, as the host last told it (`askStory`), for the log. */
  const story = shallowRef<Extract<ServerMessage, { t: 'story' }> | null>(null);
  /** Asks the host for the game so far: a window that was not there for all of it. */
  function askStory() {
    connection?.send({ t: 'story' });
  }
  /** The last moment of the replay the host sent (`askReplay`). */
  const replayed = shallowRef<Extract<ServerMessage, { t: 'replay' }> | null>(null);
  /** Asks for the table as it was after the first `at` actions (issue #16: the replay). */
  function askReplay(at: number): boolean {
    if (!connection) return false;
    connection.send({
      t: 'replay',
      at: Math.max(0, Math.min(Number.MAX_SAFE_INTEGER, Math.floor(at))),
    });
    return true;
  }

  /** The host's last hint for this window (`askHint`); the hint store matches it to the table. */
  const hinted = shallowRef<Extract<ServerMessage, { t: 'hint' }> | null>(null);
  /** Asks what a bot would do in the place of the seat on screen, at the position on screen. */
  function askHint(): boolean {
    const u = update.value;
    if (!connection || !ready() || !u || !yours.value.includes(u.seat)) return false;
    notice.value = null;
    connection.send({ t: 'hint', seat: u.seat, version: u.version });
    return true;
  }

  const seatName = (s: number): string => seats.value[s]?.name ?? `Family ${s + 1}`;
  const isBot = (s: number): boolean => seats.value[s]?.kind === 'bot';
  const view = computed(() => update.value?.view ?? null);
  const canUndo = computed(() => update.value?.undo === true && status.value === 'open');

  function receive(m: ServerMessage) {
    switch (m.t) {
      case 'welcome':
        seats.value = m.seats;
        yours.value = m.yours;
        role.value = m.role;
        gameId.value = m.gameId ?? null;
        if (m.role === 'guest') keepOrReclaim(m.yours, m.token);
        confirmSeat = m.yours.length > 1;
        // The game on the table is another one now (a new game, a loaded save, a restarted
        // host): the last update may no longer be acted on; the next one is the table.
        update.value = null;
        story.value = null;
        replayed.value = null;
        hinted.value = null;
        epoch.value++;
        return;
      case 'update': {
        const read = readUpdate(m);
        if (!read.ok) {
          status.value = 'error';
          statusMessage.value = `The table sent something this version cannot show: ${read.error}.`;
          return;
        }
        const next: SeatUpdate = {
          seat: m.seat,
          version: m.version,
          ...read.value,
          thinking: m.thinking,
          undo: m.undo,
          said: m.said,
          handoff: -1,
        };
        const waitingFor = read.value.view.pending?.seat ?? -1;
        const ours = yours.value.includes(waitingFor);
        let handoff = yours.value.length > 1 && ours && waitingFor !== m.seat ? waitingFor : -1;
        if (handoff < 0 && confirmSeat) handoff = ours ? waitingFor : m.seat;
        confirmSeat = false;
        update.value = handoff >= 0 ? publicOnly(next, handoff) : next;
        return;
      }
      case 'rejected':
      case 'error':
        notice.value = m.message;
        // The seat this browser remembered is not its own any more: forget it.
        if (m.t === 'error' && ['seat-taken', 'seat-not-open', 'let-go'].includes(m.code))
          writeLocal(keptSeatKey(), null);
        return;
      case 'seats':
        seats.value = m.seats;
        return;
      case 'story':
        story.value = m;
        return;
      case 'replay':
        replayed.value = m;
        return;
      case 'hint':
        hinted.value = m;
        return;
      case 'storage':
        storageChannel?.receive(m.id, m.reply);
        return;
      case 'status':
        // The connection turns host restarts into its own status (bridge.ts).
        return;
    }
  }

  function connect(open: () => SessionConnection = openSession) {
    if (connection) return;
    reclaimed = false;
    const c = open();
    connection = c;
    const bridge = typeof window === 'undefined' ? undefined : window.nothingPersonal;
    storageChannel = bridge ? bridgeStorage(bridge) : socketStorage((m) => c.send(m));
    unsubscribe.push(
      c.onStatus((s) => {
        status.value = s.state;
        statusMessage.value = s.message;
      }),
      c.onMessage(receive),
    );
  }

  function disconnect() {
    for (const u of unsubscribe.splice(0)) u();
    storageChannel?.close();
    storageChannel = null;
    connection?.close();
    connection = null;
  }

  const ready = () => connection !== null && status.value === 'open';

  /**
   * A guest remembers the seat it was given with its token; back without a seat (a reloaded
   * page, a new connection), it asks for that seat again with the token, once per connection.
   */
  let reclaimed = false;
  function keepOrReclaim(seatsHeld: number[], token: string | undefined) {
    if (token && seatsHeld.length === 1) {
      writeLocal(keptSeatKey(), { seat: seatsHeld[0], token });
      return;
    }
    const kept = readKeptSeat();
    if (reclaimed || seatsHeld.length > 0 || !kept || !seats.value[kept.seat]?.remote) return;
    reclaimed = true;
    connection?.send({ t: 'hello', v: PROTOCOL_VERSION, seat: kept.seat, token: kept.token });
  }

  /** A guest takes an open seat kept for a person on another device, under its own name. */
  function claim(seat: number, name?: string) {
    if (!connection || role.value !== 'guest') return;
    notice.value = null;
    const given = name?.trim();
    connection.send({ t: 'hello', v: PROTOCOL_VERSION, seat, ...(given ? { name: given } : {}) });
  }

  /** Another computer's table this desktop window sits at (issue #12), or null: its own. */
  const remoteTable = ref<string | null>(null);

  /** Desktop: sits at another computer's table; its welcome arrives on the new port. */
  async function joinTable(address: string, code: string): Promise<string | null> {
    const bridge = typeof window === 'undefined' ? undefined : window.nothingPersonal;
    if (!bridge) return 'Joining another table is for the desktop app.';
    const r = await bridge.joinTable(address, code);
    if (!r.ok) return r.error.message;
    tableAddress = r.value.address;
    remoteTable.value = r.value.address;
    reclaimed = false;
    notice.value = null;
    return null;
  }

  /** Desktop: back from another computer's table to this computer's own. */
  function leaveTable() {
    const bridge = typeof window === 'undefined' ? undefined : window.nothingPersonal;
    if (!bridge || remoteTable.value === null) return;
    tableAddress = location.host;
    remoteTable.value = null;
    reclaimed = false;
    bridge.connectSession();
  }

  /** The host puts seats on the table before the game, for guests to take (issue #12). */
  function table(seatSpecs: SeatSpec[]): boolean {
    if (!connection || role.value !== 'host') return false;
    connection.send({ t: 'table', seats: seatSpecs });
    return true;
  }

  /** The host lets the guest of `seat` go, or moves it to the open seat `to`. */
  function manage(op: 'kick' | 'move', seat: number, to?: number) {
    if (!connection || role.value !== 'host') return;
    notice.value = null;
    connection.send({ t: 'manage', op, seat, ...(to === undefined ? {} : { to }) });
  }

  /** Sends an intent for the seat being looked through, against the state on screen. */
  function act(action: Action): boolean {
    const u = update.value;
    if (!connection || !ready() || !u || !yours.value.includes(u.seat)) return false;
    notice.value = null;
    connection.send({ t: 'act', seat: u.seat, version: u.version, action });
    return true;
  }

  /** Starts a new game at this table (the lobby). */
  function start(options: unknown, seatSpecs: SeatSpec[]): boolean {
    if (!connection) return false;
    notice.value = null;
    connection.send({ t: 'start', game: GAME_ID, options, seats: seatSpecs });
    return true;
  }

  /** Hot-seat: the person at the computer now plays `seat`. */
  function look(seat: number) {
    if (!connection || !yours.value.includes(seat)) return;
    connection.send({ t: 'look', seat });
  }

  /** Takes back this seat's last action, when the host says it may (the update's `undo`). */
  function undo() {
    const u = update.value;
    if (!connection || !canUndo.value || !u) return;
    notice.value = null;
    connection.send({ t: 'undo', seat: u.seat, version: u.version });
  }

  function storage<Op extends StorageOp>(
    request: RequestOf<Op>,
  ): Promise<StorageResult<StorageValue<Op>>> {
    if (!storageChannel)
      return Promise.resolve({
        ok: false,
        error: { code: 'offline', message: 'Not connected to the table yet.' },
      });
    return storageChannel.request(request);
  }

  return {
    status,
    statusMessage,
    seats,
    yours,
    role,
    epoch,
    gameId,
    update,
    story,
    askStory,
    replayed,
    askReplay,
    hinted,
    askHint,
    view,
    notice,
    canUndo,
    seatName,
    isBot,
    connect,
    disconnect,
    act,
    start,
    look,
    undo,
    claim,
    remoteTable,
    joinTable,
    leaveTable,
    table,
    manage,
    storage,
  };
});
