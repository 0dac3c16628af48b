/**
 * The session host: the only authority over a game (DESIGN.md §1). It applies intents from
 * the seats that own them, runs the bot seats, sends every client only its seat's view,
 * and hands a checkpoint to its parent after every committed action. It knows seats and
 * actions, not the rules: those stay in the engine (game.ts).
 *
 * Everything that changes the game runs one task at a time (`run`), and a committed state
 * is shown to nobody until the parent holds its checkpoint (`persist`): so an action a
 * player has seen is never lost with the host. A state that cannot be kept is taken back.
 * Every position shown gets a version that is never given again (an undo makes a new one),
 * so a stale or repeated intent is refused rather than applied to another position.
 *
 * Who may do what is the roster's business (clients.ts, DESIGN.md §7).
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  BOT_LINE_MAX,
  GAME_ID,
  HINTS_OFF_MESSAGE,
  PROTOCOL_VERSION,
  otherProtocol,
  otherVersionText,
  parseClientMessage,
  type Checkpoint,
  type ClientMessage,
  type ClientRole,
  type HostReport,
  type KeptSeats,
  type SeatInfo,
  type SeatSpec,
  type ServerMessage,
} from '../../src-shared/protocol';
import type { Decision } from '../../src-shared/ai/bot';
import { fitLine, withFamilyNames } from '../../src-shared/ai/explain';
import { DEFAULT_SEAT_PRESET } from '../../src-shared/ai/bot-presets';
import { fieldOf } from '../../src-shared/ai/learned';
import { decisionSeed } from '../../src-shared/ai/rand';
import {
  HINT_SEAT,
  fallbackBot,
  localBids,
  localBots,
  type BotBidder,
  type BotDecider,
  type BotRequest,
} from './bot-seats';
import { Roster, type Client } from './clients';
import { gameRules, type Action, type GameEvent, type GameState, type Rewinder } from './game';
import type { Transport } from './transport';

/** The most a bot waits before it answers an offer: a person waits for the answer. */
export const ANSWER_DELAY_MS = 200;

/**
 * A game nobody gave a seed gets one drawn here, in the host: the seed fixes the deck order, so
 * no client may know it (DESIGN.md §5.5). A seed a player typed is theirs to know.
 */
export function withSeed(options: unknown): unknown {
  if (options === null || typeof options !== 'object' || 'seed' in options) return options;
  return { ...options, seed: randomInt(0x1_0000_0000) };
}

export interface HostSettings {
  /** Pause before a bot acts, so people can follow (0 in tests). */
  botDelayMs: number;
  report(r: HostReport): void;
  /**
   * Hands the checkpoint of a committed action to whoever keeps it (main, the Node host, a
   * test). The new state reaches no client before this settles.
   */
  persist(checkpoint: Checkpoint): void | Promise<void>;
  /** Bot decisions; the bots of src-shared/ai by default. */
  decide?: BotDecider;
  /** Bot seats' bids at a tie (R13.2); the bots of src-shared/ai by default. */
  bid?: BotBidder;
  /** Ids for new games. */
  newId?: () => string;
}

/** A bot's one-line reason, shown in the log beside what it did. */
interface Said {
  seat: number;
  text: string;
}

/** A move that may still be taken back: the state before it, and whose it was. */
interface Undoable {
  before: GameState;
  seat: number;
}

/** What makes up the game on the table. */
interface Held {
  id: string;
  options: unknown;
  seats: SeatSpec[];
  actions: Action[];
  state: GameState | null;
  undoable: Undoable | null;
  /** The seats given a hint in this game (`Checkpoint.hinted`). */
  hintedSeats: number[];
}

export interface HostError {
  code: string;
  message: string;
}

export class SessionHost {
  private state: GameState | null = null;
  private id = '';
  private options: unknown = null;
  private seats: SeatSpec[] = [];
  private actions: Action[] = [];
  private hintedSeats: number[] = [];
  private readonly roster = new Roster();
  /**
   * The version of the position on the table. It starts at a random point so that a
   * restarted host does not give out its predecessor's numbers again, and only grows.
   */
  private version = randomInt(2 ** 40);
  private botTimer: ReturnType<typeof setTimeout> | ReturnType<typeof setImmediate> | null = null;
  /** Bumped whenever the game moves on, so a bot decision that arrives late is dropped. */
  private botToken = 0;
  /** The position (version) whose tie the bot seats were last asked to bid on (R13.2). */
  private bidsAsked = -1;
  /** The state before the last action, while that action may still be taken back. */
  private undoable: Undoable | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private disposed = false;
  /** The kept seats last reported to the parent. */
  private keptReported = '[]';
  /** The game's log opened for the replay (`sendReplay`), with the version it reaches. */
  private rewinder: { version: number; log: Rewinder } | null = null;
  /** The last story told (`sendStory`), with the version of the position it reaches. */
  private story: { version: number; message: ServerMessage } | null = null;
  /** The hint worked out for the position now on the table, if one was asked for. */
  private hinted: { version: number; seat: number; decision: Promise<Decision | null> } | null =
    null;

  constructor(private readonly settings: HostSettings) {}

  get current(): GameState | null {
    return this.state;
  }

  /** The checkpoint of the state every client has been shown. */
  get checkpoint(): Checkpoint | null {
    return this.state ? this.checkpointOf(this.state) : null;
  }

  /** Settles once every task queued so far has run (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  start(options: unknown, seats: SeatSpec[], id?: string): Promise<HostError | null> {
    return this.run(() => this.startNow(options, seats, id));
  }

  /** Replays a checkpoint; the game continues only if it reaches the recorded hash. */
  resume(checkpoint: Checkpoint): Promise<HostError | null> {
    return this.run(() => {
      const replayed = gameRules.replay(checkpoint);
      if (!replayed.ok) return replayed.error;
      this.cancelBots();
      this.put({
        id: checkpoint.id,
        options: checkpoint.options,
        seats: checkpoint.seats,
        actions: checkpoint.actions as Action[],
        state: replayed.value,
        undoable: null,
        hintedSeats: [...(checkpoint.hinted ?? [])],
      });
      this.version++;
      // The hash of the replayed state, computed here: the parent compares it with its own.
      this.settings.report({
        t: 'resumed',
        id: checkpoint.id,
        seq: gameRules.seq(replayed.value),
        hash: gameRules.hash(replayed.value),
      });
      this.greetAll();
      this.scheduleBots();
      return null;
    });
  }

  /** A new client, with the role its parent gave it (DESIGN.md §7). */
  attach(transport: Transport, role: ClientRole) {
    const client = this.roster.add(transport, role);
    transport.onMessage((raw) => void this.run(() => this.receive(client, raw)));
    transport.onClose(() => {
      this.roster.remove(client);
      // A guest who held a seat is away now: everyone sees it, and its stand-in may play.
      if (client.claim !== undefined && !this.disposed) void this.run(() => this.seatsChanged());
    });
  }

  /** The seats guests had taken before this host was started (the parent kept them). */
  restoreKept(kept: KeptSeats) {
    this.roster.restore(kept);
    this.keptReported = JSON.stringify(this.roster.keptSeats());
  }

  dispose() {
    this.disposed = true;
    this.cancelBots();
    for (const c of this.roster.all()) {
      c.transport.close();
      this.roster.remove(c);
    }
  }

  /** Queues a task behind every earlier one; a failing task is reported, never fatal. */
  private run<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch((e: unknown) =>
      this.settings.report({
        t: 'failed',
        code: 'host-bug',
        message: e instanceof Error ? e.message : String(e),
      }),
    );
    return result;
  }

  private checkpointOf(s: GameState): Checkpoint {
    return {
      id: this.id,
      game: GAME_ID,
      rules: gameRules.revision,
      options: this.options,
      seats: this.seats,
      actions: [...this.actions],
      seq: gameRules.seq(s),
      hash: gameRules.hash(s),
      over: gameRules.over(s),
      ...(this.hintedSeats.length > 0 ? { hinted: [...this.hintedSeats] } : {}),
    };
  }

  /**
   * Hands the checkpoint of the state now held to the parent. False when it could not be
   * kept: the caller then takes the state back, since nobody may see a state that is not kept.
   */
  private async persist(): Promise<boolean> {
    try {
      await this.settings.persist(this.checkpointOf(this.state!));
      return true;
    } catch (e) {
      this.settings.report({
        t: 'failed',
        code: 'persist-failed',
        message: e instanceof Error ? e.message : String(e),
      });
      return false;
    }
  }

  private send(client: Client, message: ServerMessage) {
    if (!this.disposed) client.transport.send(message);
  }

  private async receive(client: Client, raw: unknown) {
    if (!this.roster.has(client)) return;
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      const other = otherProtocol(raw);
      this.send(
        client,
        other === null
          ? { t: 'error', code: parsed.error.code, message: parsed.error.message }
          : { t: 'error', code: 'other-version', message: otherVersionText(other) },
      );
      return;
    }
    await this.handle(client, parsed.value);
  }

  private async handle(client: Client, m: ClientMessage) {
    switch (m.t) {
      case 'hello':
        this.hello(client, m.seat, m.token, m.name);
        return;
      case 'table':
        if (this.hostOnly(client, 'Only the host of this table can set its seats.')) return;
        this.table(m.seats);
        return;
      case 'manage':
        if (this.hostOnly(client, 'Only the host of this table can move or let guests go.')) return;
        this.manage(client, m.op, m.seat, m.to);
        return;
      case 'start': {
        if (this.hostOnly(client, 'Only the host of this table can start a new game.')) return;
        // Already inside a task: start's own work runs inline rather than queued behind us.
        const problem = await this.startNow(m.options, m.seats);
        if (problem)
          this.send(client, { t: 'error', code: problem.code, message: problem.message });
        return;
      }
      case 'look':
        if (!client.yours.includes(m.seat)) {
          this.send(client, {
            t: 'error',
            code: 'not-your-seat',
            message: 'You can only look through your own seats.',
          });
          return;
        }
        client.looking = m.seat;
        this.sendUpdate(client, []);
        return;
      case 'story':
        this.sendStory(client);
        return;
      case 'replay':
        this.sendReplay(client, m.at);
        return;
      case 'act':
        await this.act(client, m.seat, m.version, m.action);
        return;
      case 'undo':
        await this.undo(client, m.seat, m.version);
        return;
      case 'hint':
        // Worked out beside the queue, as a bot's decision is: the table goes on meanwhile.
        void this.hint(client, m.seat, m.version);
        return;
      case 'storage':
        // Saves live with the parent, which answers the host's window alone: the desktop
        // bridge, or the Node host's relay. A request that gets this far is not for us.
        this.send(client, {
          t: 'storage',
          id: m.id,
          reply: {
            ok: false,
            error: { code: 'unavailable', message: 'Saves are not kept by this table.' },
          },
        });
        return;
    }
  }

  /** True (and the client told) when a guest asks for what only the host's window may do. */
  private hostOnly(client: Client, message: string): boolean {
    if (this.roster.may(client, 'manage')) return false;
    this.send(client, { t: 'error', code: 'host-only', message });
    return true;
  }

  /** Seats without a game, for guests to take before the host starts (issue #12). */
  private table(seats: SeatSpec[]) {
    this.cancelBots();
    this.put({
      id: '',
      options: null,
      seats,
      actions: [],
      state: null,
      undoable: null,
      hintedSeats: [],
    });
    this.version++;
    this.greetAll();
  }

  private manage(client: Client, op: 'kick' | 'move', seat: number, to: number | undefined) {
    const guest = this.roster.holder(seat);
    let refused: { code: string; message: string } | null = null;
    if (op === 'kick') {
      if (!this.roster.kick(seat))
        refused = { code: 'no-guest', message: 'Nobody has taken that seat.' };
    } else if (to === undefined)
      refused = { code: 'bad-frame', message: 'Say which seat the guest moves to.' };
    else refused = this.roster.move(seat, to, this.seats);
    if (refused) {
      this.send(client, { t: 'error', ...refused });
      return;
    }
    if (guest && op === 'kick')
      this.send(guest, {
        t: 'error',
        code: 'let-go',
        message: 'The host gave your seat to somebody else. You can watch the table.',
      });
    this.seatsChanged();
  }

  /**
   * Who holds which seat changed (a guest came, left, was moved or let go): everyone is told,
   * the parent keeps the new list, and a stand-in bot starts or stops playing.
   */
  private seatsChanged(before = this.seatsHeld()) {
    this.roster.seat(this.seats);
    this.reportKept();
    const seats = this.seatInfos();
    for (const c of this.roster.greeted()) {
      // A client whose seats changed starts afresh; the others just see who sits where.
      if (before.get(c) !== c.yours.join()) this.greet(c);
      else {
        this.send(c, { t: 'seats', seats });
        this.sendUpdate(c, []);
      }
    }
    this.scheduleBots();
  }

  private async startNow(
    options: unknown,
    seats: SeatSpec[],
    id?: string,
  ): Promise<HostError | null> {
    options = withSeed(options);
    const created = gameRules.create(options);
    if (!created.ok) return created.error;
    if (seats.length !== created.value.families.length) {
      return {
        code: 'bad-seats',
        message: `The game has ${created.value.families.length} families but ${seats.length} seats were given.`,
      };
    }
    this.cancelBots();
    const was = this.held();
    this.put({
      id: id ?? (this.settings.newId ?? randomUUID)(),
      options,
      seats,
      actions: [],
      state: created.value,
      undoable: null,
      hintedSeats: [],
    });
    if (!(await this.persist())) {
      this.put(was);
      this.scheduleBots();
      return {
        code: 'not-saved',
        message: 'The new game could not be saved, so it was not started.',
      };
    }
    this.version++;
    this.greetAll();
    this.scheduleBots();
    return null;
  }

  /** The game on the table, to be put back if what replaces it cannot be kept. */
  private held(): Held {
    const { id, options, seats, actions, state, undoable, hintedSeats } = this;
    return {
      id,
      options,
      seats,
      actions: [...actions],
      state,
      undoable,
      hintedSeats: [...hintedSeats],
    };
  }

  private put(h: Held) {
    ({
      id: this.id,
      options: this.options,
      seats: this.seats,
      actions: this.actions,
      state: this.state,
      undoable: this.undoable,
      hintedSeats: this.hintedSeats,
    } = h);
  }

  /** A client's hello: its seats by its role (clients.ts); a refused claim changes nothing. */
  private hello(
    client: Client,
    seat: number | undefined,
    token: string | undefined,
    name: string | undefined,
  ) {
    const before = this.seatsHeld();
    const held = client.claim;
    const refused = this.roster.hello(client, seat, this.seats, token, name);
    if (refused) {
      this.send(client, { t: 'error', ...refused });
      return;
    }
    // A guest taking or leaving a seat changes who holds it: everyone hears, and a stand-in
    // starts or stops.
    if (seat !== undefined || held !== undefined) return this.seatsChanged(before);
    // A newer host window takes the seats at this computer: the older one hears it.
    for (const c of this.roster.greeted())
      if (c === client || before.get(c) !== c.yours.join()) this.greet(c);
  }

  /** The seats each greeted client holds now, to tell who must be greeted afresh. */
  private seatsHeld(): Map<Client, string> {
    return new Map(this.roster.greeted().map((c) => [c, c.yours.join()]));
  }

  /** Seats are worked out again for everyone (a new game, a loaded save), and everyone told. */
  private greetAll() {
    this.roster.seat(this.seats);
    this.reportKept();
    for (const c of this.roster.greeted()) this.greet(c);
  }

  /** The parent keeps the seats guests have taken, for a host started after this one. */
  private reportKept() {
    const kept = this.roster.keptSeats();
    const text = JSON.stringify(kept);
    if (text === this.keptReported) return;
    this.keptReported = text;
    this.settings.report({ t: 'kept', kept });
  }

  /** The seats as every client is shown them: who has a remote seat, and whether they are here. */
  private seatInfos(): SeatInfo[] {
    return this.seats.map((s, i) => {
      // A campaign family's record, and a seat the table gives no hints.
      const marks = {
        ...(s.record ? { record: s.record } : {}),
        ...(s.hints === false ? { hints: false as const } : {}),
      };
      if (!s.remote) return { seat: i, name: s.name, kind: s.kind, ...marks };
      const holder = this.roster.nameAt(i);
      return {
        seat: i,
        name: s.name,
        kind: s.kind,
        ...marks,
        remote: true,
        open: this.roster.isOpen(i),
        ...(holder === undefined ? {} : { holder }),
        ...(this.roster.isAway(i) ? { away: true } : {}),
        ...(this.standInAt(i) ? { standIn: true } : {}),
      };
    });
  }

  private greet(client: Client) {
    this.send(client, {
      t: 'welcome',
      v: PROTOCOL_VERSION,
      game: GAME_ID,
      role: client.role,
      yours: client.yours,
      token: this.roster.tokenFor(client),
      seats: this.seatInfos(),
      ...(client.role === 'host' && this.id ? { gameId: this.id } : {}),
    });
    if (this.state) this.sendUpdate(client, []);
  }

  private async act(client: Client, seat: number, version: number, action: unknown) {
    const s = this.state;
    const reject = (code: string, message: string) =>
      this.send(client, { t: 'rejected', version, code, message });
    if (!s) return reject('no-game', 'No game is running.');
    if (!client.yours.includes(seat)) return reject('not-your-seat', 'That seat is not yours.');
    if (version !== this.version)
      return reject('stale', 'The table changed before your action arrived.');
    if (
      typeof action !== 'object' ||
      action === null ||
      (action as { seat?: unknown }).seat !== seat
    ) {
      return reject('malformed', 'The action must be for your seat.');
    }
    const r = gameRules.apply(s, action);
    if (!r.ok) return reject(r.error.code, r.error.message);
    if (!(await this.commit(action as Action, r.value.state, r.value.events)))
      reject('not-saved', 'Your move could not be saved, so it was not made. Try it again.');
  }

  /** Puts a state on the table once its checkpoint is kept; false (nothing changed) if not. */
  private async commit(
    action: Action,
    next: GameState,
    events: GameEvent[],
    said: Said | null = null,
  ): Promise<boolean> {
    this.cancelBots();
    const was = this.held();
    // Only a person's own move may be taken back: a bot's (a stand-in's too) comes with a reason.
    const human = said === null;
    this.undoable =
      human && gameRules.undoable(events) ? { before: was.state!, seat: action.seat } : null;
    this.state = next;
    this.actions.push(action);
    const kept = await this.persist();
    if (kept) {
      this.version++;
      this.broadcast(events, said);
    } else this.put(was);
    this.scheduleBots();
    return kept;
  }

  /** Takes back the seat's own last action (issue #6), if nothing has happened since. */
  private async undo(client: Client, seat: number, version: number) {
    const reject = (message: string) =>
      this.send(client, { t: 'rejected', version, code: 'cannot-undo', message });
    if (!client.yours.includes(seat)) return reject('That seat is not yours.');
    const u = this.undoable;
    if (!this.state || version !== this.version || !u || u.seat !== seat) {
      return reject('Only your own last move can be taken back, before anyone else moves.');
    }
    this.cancelBots();
    const was = this.held();
    this.undoable = null;
    this.state = u.before;
    this.actions.pop();
    if (!(await this.persist())) {
      this.put(was);
      this.scheduleBots();
      return reject('The game could not be saved, so your move stands. Try again.');
    }
    // The earlier state, but a new position: an intent made before the undo is stale.
    this.version++;
    this.broadcast([]);
    this.scheduleBots();
  }

  /**
   * What a bot would do in the seat's place, from the seat's own view: sent to the asking
   * client alone, once per position (asked again, the same answer), and dropped when the
   * table has moved on before it is ready.
   */
  private async hint(client: Client, seat: number, version: number) {
    const s = this.state;
    if (!client.yours.includes(seat))
      return this.send(client, {
        t: 'rejected',
        version,
        code: 'not-your-seat',
        message: 'That seat is not yours.',
      });
    if (this.seats[seat]?.hints === false)
      return this.send(client, {
        t: 'rejected',
        version,
        code: 'no-hints',
        message: HINTS_OFF_MESSAGE,
      });
    if (!s || version !== this.version || s.pending?.seat !== seat) return;
    if (this.hinted?.version !== version || this.hinted.seat !== seat) {
      const { view, legal } = gameRules.viewFor(s, seat);
      // A hint is a move of one click: the deals a bot would propose are the player's to make.
      const moves = legal.filter((l) => l.action.type !== 'offer' && l.action.type !== 'counter');
      const request: BotRequest = {
        seat,
        spec: HINT_SEAT,
        seed: decisionSeed(gameRules.seed(s), seat, s.seq),
        view,
        legal: moves,
        ...this.botContext(seat),
      };
      const decision = Promise.resolve()
        .then(() => (this.settings.decide ?? localBots)(request))
        .then(
          (d) => (gameRules.check(s, d.action) === null ? d : null),
          () => null,
        );
      this.hinted = { version, seat, decision };
    }
    const d = await this.hinted.decision;
    if (version !== this.version || !client.yours.includes(seat)) return;
    if (d) {
      // Kept with the game from its next checkpoint on: the record tells a win with hints apart.
      if (!this.hintedSeats.includes(seat))
        this.hintedSeats = [...this.hintedSeats, seat].sort((a, b) => a - b);
      this.send(client, { t: 'hint', seat, version, action: d.action, why: this.said(d.why) });
    } else
      this.send(client, {
        t: 'rejected',
        version,
        code: 'no-hint',
        message: 'No hint could be worked out for this move. Try again, or decide without one.',
      });
  }

  private broadcast(events: GameEvent[], said: Said | null = null) {
    for (const c of this.roster.greeted()) this.sendUpdate(c, events, said);
  }

  private sendUpdate(client: Client, events: GameEvent[], said: Said | null = null) {
    const s = this.state;
    if (!s) return;
    const seat = client.looking;
    const { view, legal } = gameRules.viewFor(s, seat);
    const own = client.yours.includes(seat);
    this.send(client, {
      t: 'update',
      seat,
      version: this.version,
      view,
      legal: own ? legal : [],
      blocked: own ? gameRules.blockedFor(s, seat) : [],
      events: gameRules.eventsFor(events, seat),
      thinking: this.thinking(s),
      undo: this.undoable !== null && this.undoable.seat === seat && client.yours.includes(seat),
      said,
    });
  }

  /**
   * The game so far for a client's log: public events only, whoever asks. It is built once
   * per position (a replay of the whole game) and kept, so asking again costs nothing.
   */
  private sendStory(client: Client) {
    const s = this.state;
    if (!s) return;
    if (this.story?.version !== this.version) {
      const r = gameRules.story(this.options, this.actions);
      if (!r.ok) {
        this.send(client, {
          t: 'error',
          code: 'no-story',
          message: 'The story of this game cannot be told; the log starts from here.',
        });
        return;
      }
      this.story = {
        version: this.version,
        message: {
          t: 'story',
          version: this.version,
          batches: r.value,
          promises: gameRules.viewFor(s, -1).view.promises,
        },
      };
    }
    this.send(client, this.story.message);
  }

  /**
   * A moment of the replay (issue #16): the table after `at` actions, as the client's seat saw
   * it if the client holds that seat, else as a spectator did. No other hand is ever in it.
   */
  private sendReplay(client: Client, at: number) {
    if (!this.state) {
      this.send(client, { t: 'error', code: 'no-game', message: 'There is no game to replay.' });
      return;
    }
    if (this.rewinder?.version !== this.version) {
      const r = gameRules.rewind(this.options, this.actions);
      if (!r.ok) {
        this.send(client, {
          t: 'error',
          code: 'no-replay',
          message: 'This game cannot be replayed.',
        });
        return;
      }
      this.rewinder = { version: this.version, log: r.value };
    }
    const log = this.rewinder.log;
    const moment = log.at(at);
    const seat = client.yours.includes(client.looking) ? client.looking : -1;
    this.send(client, {
      t: 'replay',
      version: this.version,
      at: moment.at,
      of: log.length,
      marks: log.marks.slice(0, 400),
      seat,
      view: gameRules.viewFor(moment.state, seat).view,
      events: gameRules.eventsFor(moment.events, seat),
    });
  }

  /** The bot seat the game waits for, shown as "thinking" (none once the game is over). */
  private thinking(s: GameState): number[] {
    if (gameRules.over(s) || !s.pending) return [];
    return this.botAt(s.pending.seat) ? [s.pending.seat] : [];
  }

  /** A remote seat nobody holds, with a stand-in bot to play it meanwhile. */
  private standInAt(seat: number): boolean {
    const spec = this.seats[seat];
    return (
      spec?.kind === 'human' &&
      spec.remote === true &&
      spec.standIn !== undefined &&
      this.state !== null &&
      this.roster.holder(seat) === undefined
    );
  }

  /** The bot that plays `seat` now: its own, or a remote seat's stand-in; null for a person. */
  private botAt(seat: number): SeatSpec | null {
    const spec = this.seats[seat];
    if (spec?.kind === 'bot') return spec;
    if (spec && this.standInAt(seat)) return { kind: 'bot', name: spec.name, bot: spec.standIn };
    return null;
  }

  private cancelBots() {
    this.botToken++;
    if (this.botTimer) {
      clearTimeout(this.botTimer as ReturnType<typeof setTimeout>);
      clearImmediate(this.botTimer as ReturnType<typeof setImmediate>);
    }
    this.botTimer = null;
  }

  /**
   * Asks the bot whose decision the game waits for, after the pacing delay; at a tie, the
   * bot seats may first bid to the ring holder (R13.2), whoever holds the ring. The decision
   * may take a while (a search on worker threads): people at a tie may act meanwhile, and
   * a decision for a state that has moved on is dropped.
   */
  private scheduleBots() {
    this.cancelBots();
    const s = this.state;
    if (this.disposed || !s || gameRules.over(s) || !s.pending) return;
    const seat = s.pending.seat;
    const spec = this.botAt(seat);
    const bidders = this.biddersAt(s);
    if (!spec && bidders.length === 0) return;
    const token = this.botToken;
    const go = () => {
      this.botTimer = null;
      if (bidders.length > 0) void this.run(() => this.bidsAt(token, s, bidders));
      else if (spec) void this.decideFor(token, seat, spec);
    };
    // An offer is answered promptly (issue #4: within half a second); other moves are paced.
    const delay =
      s.pending.d === 'answer'
        ? Math.min(this.settings.botDelayMs, ANSWER_DELAY_MS)
        : this.settings.botDelayMs;
    // setTimeout(0) waits a millisecond or more; tests play thousands of bot moves.
    this.botTimer = delay > 0 ? setTimeout(go, delay) : setImmediate(go);
  }

  /** A bot's line for the log, with the families called by their seats' names. */
  private said(why: string): string {
    return fitLine(
      withFamilyNames(
        why,
        this.seats.map((s) => s.name),
      ),
      BOT_LINE_MAX,
    );
  }

  /**
   * What the bot at `seat` is told of the table beyond its view: the seats people play, whose
   * offers it values more carefully (negotiate.ts), whose games its table looks like by the
   * other seats' presets, as the lobby shows them (learned.ts `fieldOf`), and in a campaign
   * game the records of each seat's family from earlier games (issue #13).
   */
  private botContext(seat: number): Pick<BotRequest, 'memory' | 'people' | 'field'> {
    const people = this.seats.flatMap((s, i) => (s.kind === 'bot' ? [] : [i]));
    const presets = this.seats.map((s) =>
      s.kind === 'bot' ? (s.bot?.preset ?? DEFAULT_SEAT_PRESET) : null,
    );
    const field = fieldOf(presets, seat);
    if (!this.seats.some((s) => s.record)) return { people, field };
    const memory = this.seats.map((s) => s.record ?? { kept: 0, broken: 0 });
    return { people, field, memory };
  }

  /** The bot seats asked for bids at this state: at a tie, once per state, all but the ring holder. */
  private biddersAt(s: GameState): number[] {
    const d = s.pending;
    if (d?.d !== 'tie' || this.bidsAsked === this.version) return [];
    return this.seats.flatMap((_, o) => (this.botAt(o) && o !== d.seat ? [o] : []));
  }

  /**
   * Each bidder in turn may make one offer to the ring holder; the first made is committed
   * (the ring holder answers it, and the tie is open to bids again). When none bids, a bot
   * ring holder breaks the tie.
   */
  private async bidsAt(token: number, s: GameState, bidders: number[]) {
    if (token !== this.botToken || this.state !== s) return;
    this.bidsAsked = this.version;
    for (const seat of bidders) {
      const spec = this.botAt(seat);
      if (!spec) continue;
      const { view, legal } = gameRules.viewFor(s, seat);
      if (!legal.some((l) => l.terms)) continue;
      const seed = decisionSeed(gameRules.seed(s), seat, gameRules.seq(s));
      let bid: Decision | null = null;
      try {
        bid = (this.settings.bid ?? localBids)({
          seat,
          spec,
          seed,
          view,
          legal,
          ...this.botContext(seat),
        });
      } catch {
        bid = null;
      }
      const r = bid ? gameRules.apply(s, bid.action) : null;
      if (bid && r?.ok) {
        await this.commit(bid.action, r.value.state, r.value.events, {
          seat,
          text: this.said(bid.why),
        });
        return;
      }
    }
    const ringHolder = this.botAt(s.pending!.seat);
    if (ringHolder) void this.decideFor(token, s.pending!.seat, ringHolder);
  }

  private async decideFor(token: number, seat: number, spec: SeatSpec) {
    const s = this.state!;
    const { view, legal } = gameRules.viewFor(s, seat);
    const request: BotRequest = {
      seat,
      spec,
      seed: decisionSeed(gameRules.seed(s), seat, s.seq),
      view,
      legal,
      ...this.botContext(seat),
    };
    let decision: Decision | null = null;
    try {
      decision = await (this.settings.decide ?? localBots)(request);
    } catch (e) {
      this.settings.report({
        t: 'failed',
        code: 'bot-failed',
        message: `${spec.name}'s bot failed (${e instanceof Error ? e.message : String(e)}); it plays at random this turn.`,
      });
    }
    await this.run(async () => {
      if (token !== this.botToken || this.state !== s) return;
      let r = decision ? gameRules.apply(s, decision.action) : null;
      if (decision && r && !r.ok) {
        this.settings.report({
          t: 'failed',
          code: 'bot-illegal',
          message: `${spec.name}'s bot chose an illegal action (${r.error.message}); it plays at random this turn.`,
        });
      }
      if (!r || !r.ok) {
        decision = fallbackBot(request) as Decision;
        r = gameRules.apply(s, decision.action);
        if (!r.ok) return;
      }
      await this.commit(decision!.action, r.value.state, r.value.events, {
        seat,
        text: this.said(decision!.why),
      });
    });
  }
}
