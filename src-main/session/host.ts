/**
 * The session host: the only authority over a game (DESIGN.md §1). It applies intents from
 * the seats that own them, runs the bot seats, sends every client only its seat's view,
 * and reports a checkpoint after every committed action. It knows seats and actions, not
 * the rules: those stay in the engine (game.ts).
 */
import {
  GAME_ID,
  PROTOCOL_VERSION,
  parseClientMessage,
  type Checkpoint,
  type ClientMessage,
  type HostReport,
  type SeatSpec,
} from '../../src-shared/protocol';
import { createBot } from '../../src-shared/ai/factory';
import type { Bot } from '../../src-shared/ai/bot';
import { replay } from '../../src-shared/engine';
import { gameRules, type Action, type GameEvent, type GameState } from './game';
import type { Transport } from './transport';

export interface HostSettings {
  /** Pause before a bot acts, so people can follow (0 in tests). */
  botDelayMs: number;
  report(r: HostReport): void;
}

interface Client {
  transport: Transport;
  /** Seats this client may act for. */
  yours: number[];
  /** The seat whose view it is shown (-1: spectator). */
  looking: number;
  greeted: boolean;
  /** The one seat a LAN guest asked for, or undefined for every human seat here. */
  asked: number | undefined;
}

export interface HostError {
  code: string;
  message: string;
}

export class SessionHost {
  private state: GameState | null = null;
  private options: unknown = null;
  private seats: SeatSpec[] = [];
  private actions: Action[] = [];
  private readonly clients = new Set<Client>();
  private bots = new Map<number, Bot>();
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private thinking: number[] = [];

  constructor(private readonly settings: HostSettings) {}

  get current(): GameState | null {
    return this.state;
  }

  start(options: unknown, seats: SeatSpec[]): HostError | null {
    const created = gameRules.create(options);
    if (!created.ok) return created.error;
    if (seats.length !== created.value.families.length) {
      return {
        code: 'bad-seats',
        message: `The game has ${created.value.families.length} families but ${seats.length} seats were given.`,
      };
    }
    this.options = options;
    this.seats = seats;
    this.actions = [];
    this.state = created.value;
    this.setUpBots();
    for (const c of this.clients) if (c.greeted) this.greet(c, c.asked);
    this.reportCheckpoint();
    this.broadcast([]);
    this.scheduleBots();
    return null;
  }

  /** Replays a checkpoint; the game continues only if it reaches the recorded hash. */
  resume(checkpoint: Checkpoint): HostError | null {
    const replayed = replay(checkpoint.options, checkpoint.actions as Action[]);
    if (!replayed.ok)
      return {
        code: 'replay-failed',
        message: `The saved game could not be replayed (action ${replayed.error.at}).`,
      };
    if (gameRules.hash(replayed.value) !== checkpoint.hash) {
      return {
        code: 'hash-mismatch',
        message: 'The saved game does not replay to the same position.',
      };
    }
    this.options = checkpoint.options;
    this.seats = checkpoint.seats;
    this.actions = checkpoint.actions as Action[];
    this.state = replayed.value;
    this.setUpBots();
    this.broadcast([]);
    this.scheduleBots();
    return null;
  }

  attach(transport: Transport) {
    const client: Client = { transport, yours: [], looking: -1, greeted: false, asked: undefined };
    this.clients.add(client);
    transport.onMessage((raw) => this.receive(client, raw));
    transport.onClose(() => this.clients.delete(client));
  }

  dispose() {
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    for (const c of this.clients) c.transport.close();
    this.clients.clear();
  }

  private checkpoint(): Checkpoint {
    return {
      game: GAME_ID,
      options: this.options,
      seats: this.seats,
      actions: this.actions,
      seq: this.state!.seq,
      hash: gameRules.hash(this.state!),
    };
  }

  private reportCheckpoint() {
    this.settings.report({ t: 'checkpoint', checkpoint: this.checkpoint() });
  }

  private setUpBots() {
    const seed = (this.state!.options.seed ^ 0x9e3779b9) >>> 0;
    this.bots = new Map();
    this.seats.forEach((spec, seat) => {
      if (spec.kind === 'bot')
        this.bots.set(seat, createBot(spec.bot?.preset as string | undefined, seed + seat));
    });
  }

  private humanSeats(): number[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  private receive(client: Client, raw: unknown) {
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) {
      client.transport.send({ t: 'error', code: parsed.error.code, message: parsed.error.message });
      return;
    }
    this.handle(client, parsed.value);
  }

  private handle(client: Client, m: ClientMessage) {
    switch (m.t) {
      case 'hello':
        this.greet(client, m.seat);
        return;
      case 'start': {
        const problem = this.start(m.options, m.seats);
        if (problem)
          client.transport.send({ t: 'error', code: problem.code, message: problem.message });
        return;
      }
      case 'look':
        if (!client.yours.includes(m.seat)) {
          client.transport.send({
            t: 'error',
            code: 'not-your-seat',
            message: 'You can only look through your own seats.',
          });
          return;
        }
        client.looking = m.seat;
        this.sendUpdate(client, []);
        return;
      case 'act':
        this.act(client, m.seat, m.seq, m.action);
        return;
    }
  }

  private greet(client: Client, seat: number | undefined) {
    const humans = this.humanSeats();
    client.asked = seat;
    client.yours = seat === undefined ? humans : humans.filter((h) => h === seat);
    if (!client.yours.includes(client.looking)) client.looking = client.yours[0] ?? -1;
    client.greeted = true;
    client.transport.send({
      t: 'welcome',
      v: PROTOCOL_VERSION,
      game: GAME_ID,
      yours: client.yours,
      seats: this.seats.map((s, i) => ({ seat: i, name: s.name, kind: s.kind })),
    });
    if (this.state) this.sendUpdate(client, []);
  }

  private act(client: Client, seat: number, seq: number, action: unknown) {
    const s = this.state;
    const reject = (code: string, message: string) =>
      client.transport.send({ t: 'rejected', seq, code, message });
    if (!s) return reject('no-game', 'No game is running.');
    if (!client.yours.includes(seat)) return reject('not-your-seat', 'That seat is not yours.');
    if (seq !== gameRules.seq(s))
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
    this.commit(action as Action, r.value.state, r.value.events);
  }

  private commit(action: Action, next: GameState, events: GameEvent[]) {
    this.state = next;
    this.actions.push(action);
    this.reportCheckpoint();
    this.broadcast(events);
    this.scheduleBots();
  }

  private broadcast(events: GameEvent[]) {
    for (const c of this.clients) if (c.greeted) this.sendUpdate(c, events);
  }

  private sendUpdate(client: Client, events: GameEvent[]) {
    const s = this.state;
    if (!s) return;
    const seat = client.looking;
    const { view, legal } = gameRules.viewFor(s, seat);
    client.transport.send({
      t: 'update',
      seat,
      seq: gameRules.seq(s),
      view,
      legal: client.yours.includes(seat) ? legal : [],
      events: gameRules.eventsFor(events, seat),
      thinking: this.thinking,
    });
  }

  /** Runs the bot whose decision the game waits for, after the pacing delay. */
  private scheduleBots() {
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    const s = this.state;
    if (!s || gameRules.over(s) || !s.pending) return;
    const seat = s.pending.seat;
    const bot = this.bots.get(seat);
    if (!bot) {
      if (this.thinking.length > 0) {
        this.thinking = [];
        this.broadcast([]);
      }
      return;
    }
    this.thinking = [seat];
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      const now = this.state!;
      const { view, legal } = gameRules.viewFor(now, seat);
      const decision = bot.decide(view, legal);
      const r = gameRules.apply(now, decision.action);
      if (!r.ok) {
        this.settings.report({
          t: 'failed',
          code: 'bot-illegal',
          message: `${bot.name} bot chose an illegal action: ${r.error.message}`,
        });
        return;
      }
      this.commit(decision.action, r.value.state, r.value.events);
    }, this.settings.botDelayMs);
  }
}
