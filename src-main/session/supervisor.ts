/**
 * Keeps a session host running for its parent (Electron main, or the Node host): starts it,
 * holds the last checkpoint it handed up, and if the host dies, starts a new one from that
 * checkpoint, so the game goes on with the same hash (DESIGN.md §1). Plain Node: the process
 * itself comes from a launcher (a utility process in Electron, a forked child under Node).
 *
 * The host shows a state to nobody before the supervisor has acknowledged its checkpoint
 * (`saved`), and the supervisor acknowledges only once `hooks.checkpoint` has settled (the
 * autosave is on disk): so every action a player has seen survives the host, and the app.
 */
import { randomUUID } from 'node:crypto';
import {
  GAME_ID,
  HostReportSchema,
  type Checkpoint,
  type HostCommand,
  type HostReport,
  type KeptSeats,
  type SeatSpec,
  type SessionStatus,
} from '../../src-shared/protocol';

/** One running session host, as its launcher made it. */
export interface HostProcess {
  send(command: HostCommand, transfer?: unknown[]): void;
  /** Ends the process (the supervisor then does not restart it). */
  kill(): void;
  /** Characters sent and not yet taken by the process, where the channel can tell. */
  backlog?(): number;
  readonly pid?: number;
}

export interface HostEvents {
  report(raw: unknown): void;
  exit(code: number | null): void;
}

export type HostLauncher = (events: HostEvents) => HostProcess;

export interface SupervisorHooks {
  /** Keeps a checkpoint (the autosave); the host waits for this before showing the state. */
  checkpoint(checkpoint: Checkpoint): void | Promise<void>;
  /** Tells the players the host is being restarted, is back, or could not be brought back. */
  status(status: SessionStatus): void;
  /** A host is up and holds the game (first start or a restart): connect the clients now. */
  attached(): void;
  /** Problems the host reported that are not answers to a request (a bot that failed…). */
  log(message: string): void;
  /** A frame for a client the parent relays (the Node host). */
  relay?(client: number, text: string): void;
}

export interface SupervisorOptions {
  /** Restarts allowed within `windowMs` before giving up (a save that crashes every host). */
  maxRestarts?: number;
  windowMs?: number;
  /** Pause before restart number `n` within the window (a host that keeps dying is given air). */
  restartDelayMs?: (n: number) => number;
  /** Pause before saving a checkpoint again after failure number `n`. */
  saveRetryMs?: (n: number) => number;
  now?: () => number;
}

export interface SessionProblem {
  code: string;
  message: string;
}

type Result<T> = { ok: true; value: T } | { ok: false; error: SessionProblem };

interface Request {
  kind: 'start' | 'resume';
  id: string;
  command: HostCommand;
  done(r: Result<Checkpoint>): void;
  checkpoint?: Checkpoint;
}

/** Codes the host reports as news rather than as the answer to a start or resume. */
const NEWS = new Set(['bot-failed', 'bot-illegal', 'persist-failed', 'host-bug']);

export class SessionSupervisor {
  private proc: HostProcess | null = null;
  private ready = false;
  /** Being brought back from `last` after a crash. */
  private restoring = false;
  private last: Checkpoint | null = null;
  /** The seats guests had taken at the last host: a restarted one is given them back. */
  private kept: KeptSeats = [];
  private request: Request | null = null;
  private crashes: number[] = [];
  private stopped = true;
  private gaveUp = false;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;
  private readonly maxRestarts: number;
  private readonly windowMs: number;
  private readonly restartDelayMs: (n: number) => number;
  private readonly saveRetryMs: (n: number) => number;
  private readonly now: () => number;

  constructor(
    private readonly launch: HostLauncher,
    private readonly hooks: SupervisorHooks,
    o: SupervisorOptions = {},
  ) {
    this.maxRestarts = o.maxRestarts ?? 3;
    this.windowMs = o.windowMs ?? 30_000;
    this.restartDelayMs =
      o.restartDelayMs ?? ((n) => (n <= 1 ? 0 : Math.min(2000, 250 * 2 ** (n - 2))));
    this.saveRetryMs = o.saveRetryMs ?? ((n) => Math.min(5000, 100 * 2 ** n));
    this.now = o.now ?? Date.now;
  }

  /** The checkpoint of the game as the players last saw it. */
  current(): Checkpoint | null {
    return this.last;
  }

  get running(): boolean {
    return this.ready && !this.restoring;
  }

  get pid(): number | undefined {
    return this.proc?.pid;
  }

  start() {
    this.stopped = false;
    this.gaveUp = false;
    if (!this.proc) this.spawn();
  }

  /** Starts a new game; resolves with its first checkpoint. */
  startGame(options: unknown, seats: SeatSpec[]): Promise<Result<Checkpoint>> {
    const id = randomUUID();
    return this.ask('start', id, { t: 'start', game: GAME_ID, options, seats, id });
  }

  /** Puts a checkpoint (a loaded save) on the table; every client sees the loaded game. */
  open(checkpoint: Checkpoint): Promise<Result<Checkpoint>> {
    return this.ask('resume', checkpoint.id, { t: 'resume', checkpoint }, checkpoint);
  }

  /** A command for the running host (a client's port); false when there is none right now. */
  send(command: HostCommand, transfer?: unknown[]): boolean {
    if (!this.proc || !this.running) return false;
    this.proc.send(command, transfer);
    return true;
  }

  /** Characters sent to the running host and not yet taken by it. */
  backlog(): number {
    return this.proc?.backlog?.() ?? 0;
  }

  stop() {
    this.stopped = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    this.finish({ ok: false, error: { code: 'stopped', message: 'The table was closed.' } });
    const proc = this.proc;
    this.proc = null;
    this.ready = false;
    proc?.kill();
  }

  private ask(
    kind: Request['kind'],
    id: string,
    command: HostCommand,
    checkpoint?: Checkpoint,
  ): Promise<Result<Checkpoint>> {
    return new Promise((done) => {
      this.finish({
        ok: false,
        error: { code: 'superseded', message: 'Another game was opened first.' },
      });
      this.request = { kind, id, command, done, checkpoint };
      // After giving up, the game we held is the one that kept killing hosts: start clean.
      if (this.gaveUp) this.last = null;
      if (this.gaveUp || this.stopped) this.start();
      if (this.running) this.proc!.send(command);
    });
  }

  private finish(r: Result<Checkpoint>) {
    const request = this.request;
    this.request = null;
    request?.done(r);
  }

  private spawn() {
    const generation = ++this.generation;
    this.ready = false;
    // Reports and exits of a process we have already replaced are old news.
    const current = () => generation === this.generation;
    this.proc = this.launch({
      report: (raw) => {
        if (!current()) return;
        this.hear(raw).catch((e: unknown) =>
          this.hooks.log(
            `A report from the session host failed: ${e instanceof Error ? e.message : String(e)}`,
          ),
        );
      },
      exit: (code) => {
        if (current()) this.exited(code);
      },
    });
  }

  private async hear(raw: unknown) {
    const parsed = HostReportSchema.safeParse(raw);
    if (!parsed.success)
      return this.hooks.log('The session host sent a report that cannot be read.');
    const r: HostReport = parsed.data;
    switch (r.t) {
      case 'ready':
        return this.onReady();
      case 'checkpoint':
        return this.onCheckpoint(r.checkpoint);
      case 'resumed':
        return this.onResumed(r.id, r.hash);
      case 'failed':
        return this.onFailed(r.code, r.message);
      case 'frame':
        return this.hooks.relay?.(r.id, r.text);
      case 'kept':
        this.kept = r.kept;
        return;
    }
  }

  private onReady() {
    this.ready = true;
    // Before any client is attached again: a guest's token still takes back its seat.
    if (this.kept.length > 0) this.proc!.send({ t: 'keep', kept: this.kept });
    if (this.last) {
      this.restoring = true;
      this.proc!.send({ t: 'resume', checkpoint: this.last });
      return;
    }
    this.hooks.attached();
    if (this.request) this.proc!.send(this.request.command);
  }

  /**
   * Keeps the checkpoint, trying again until it is on disk, and only then lets the host show
   * it (`saved`). Meanwhile the table waits and the players are told it is not saved; if the
   * host dies before, it comes back at the last state that was kept, the one they last saw.
   * `cp` was parsed with the report (HostReportSchema) as it crossed the process boundary.
   */
  private async onCheckpoint(cp: Checkpoint) {
    const proc = this.proc;
    if (!(await this.keep(cp, proc))) return;
    this.last = cp;
    // The host waits for this before it shows the state to anyone.
    if (proc === this.proc) proc?.send({ t: 'saved', seq: cp.seq, hash: cp.hash });
    if (this.request?.kind === 'start' && this.request.id === cp.id) {
      this.finish({ ok: true, value: cp });
    }
  }

  /** Saves `cp`, retrying; false once it no longer matters (the host is gone, or the table closed). */
  private async keep(cp: Checkpoint, proc: HostProcess | null): Promise<boolean> {
    for (let failures = 0; ; failures++) {
      try {
        await this.hooks.checkpoint(cp);
        if (failures > 0)
          this.hooks.status({ state: 'restored', message: 'Saved. The game goes on.' });
        return true;
      } catch (e) {
        if (failures === 0) {
          const why = e instanceof Error ? e.message : String(e);
          this.hooks.log(`The autosave failed: ${why}`);
          this.hooks.status({
            state: 'unsaved',
            message: `The last move could not be saved (${why}). The table waits and tries again; check the disk has room.`,
          });
        }
      }
      await new Promise((done) => setTimeout(done, this.saveRetryMs(failures)));
      if (this.stopped || proc !== this.proc) return false;
    }
  }

  private onResumed(id: string, hash: string) {
    if (this.restoring) {
      this.restoring = false;
      if (this.last && (this.last.id !== id || this.last.hash !== hash)) {
        this.hooks.log('The restarted session host resumed a different position.');
      }
      this.crashesSettled();
      this.hooks.status({
        state: 'restored',
        message: 'The table is back. Nothing was lost; play on.',
      });
      this.hooks.attached();
      if (this.request) this.proc!.send(this.request.command);
      return;
    }
    const request = this.request;
    if (request?.kind === 'resume' && request.id === id && request.checkpoint?.hash === hash) {
      this.last = request.checkpoint;
      this.finish({ ok: true, value: request.checkpoint });
    }
  }

  private onFailed(code: string, message: string) {
    if (NEWS.has(code)) return this.hooks.log(message);
    if (this.restoring) {
      // The checkpoint we hold does not replay: nothing more a restart can do.
      this.restoring = false;
      this.giveUp(`The game could not be brought back (${message}).`);
      return;
    }
    if (this.request) this.finish({ ok: false, error: { code, message } });
    else this.hooks.log(message);
  }

  private exited(code: number | null) {
    this.proc = null;
    this.ready = false;
    if (this.stopped) return;
    const now = this.now();
    this.crashes = this.crashes.filter((t) => now - t < this.windowMs);
    this.crashes.push(now);
    if (this.crashes.length > this.maxRestarts) {
      this.giveUp(
        `The game engine stopped ${this.crashes.length} times in a short while (last exit code ${code ?? 'none'}).`,
      );
      return;
    }
    this.hooks.status({
      state: 'reconnecting',
      message: 'The table stopped for a moment. Bringing your game back…',
    });
    const delay = this.restartDelayMs(this.crashes.length);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (!this.stopped) this.spawn();
    }, delay);
  }

  /** A clean restore ends a run of crashes only once the host has stayed up a while. */
  private crashesSettled() {
    const now = this.now();
    this.crashes = this.crashes.filter((t) => now - t < this.windowMs);
  }

  private giveUp(why: string) {
    this.gaveUp = true;
    this.stopped = true;
    const proc = this.proc;
    this.proc = null;
    this.ready = false;
    proc?.kill();
    this.finish({ ok: false, error: { code: 'host-failed', message: why } });
    this.hooks.status({
      state: 'failed',
      message: `${why} Your game is saved up to the last move you saw: restart Nothing Personal, or load it from the title screen.`,
    });
  }
}
