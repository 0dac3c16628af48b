/**
 * Runs the Node host of the built app (DESIGN.md §1) as a child process on a free port and
 * reads its address from what it prints. The tests never build: `npm test` builds first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from './paths';

export interface RunningHost {
  url: string;
  /** When the host process was spawned and when it said it was serving (performance.now()). */
  spawnedAt: number;
  readyAt: number;
  /** Everything the host printed, for failure messages. */
  output(): string;
  /** With `lan`: the join code, and the guests' links on this machine's network addresses. */
  joinCode: string | null;
  lanUrls: string[];
  stop(): Promise<void>;
}

export interface HostOptions {
  /** A game the host starts at once; without it the host opens its own first game. */
  game?: { seed: number; players: number };
  botDelayMs?: number;
  timeoutMs?: number;
  /** Host on the local network too (`--lan`), with a join code. */
  lan?: boolean;
  /** A data folder to use (and keep) instead of a fresh one: a restart of the same host. */
  dataFolder?: string;
}

const READY = /Nothing Personal is being served at (http:\/\/\S+)/;

export async function startHost(o: HostOptions = {}): Promise<RunningHost> {
  const entry = resolve(PROJECT_ROOT, 'out/main/web.js');
  if (!existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  // A fresh data folder per run: tests never see, nor touch, anybody's saved games.
  const data = o.dataFolder ?? mkdtempSync(join(tmpdir(), 'np-e2e-'));
  const spawnedAt = performance.now();
  const child = spawn(
    process.execPath,
    [
      entry,
      ...['--port', '0'],
      ...['--data', data],
      ...(o.game ? ['--seed', String(o.game.seed), '--players', String(o.game.players)] : []),
      ...['--bot-delay', String(o.botDelayMs ?? 50)],
      ...(o.lan ? ['--lan'] : []),
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (log += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (log += d));

  // If this process dies before stop() (an uncaught error, a killed runner), take the host along.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  const stop = async () => {
    process.off('exit', orphanGuard);
    await stopChild(child);
    if (!o.dataFolder) rmSync(data, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`The host did not start within ${o.timeoutMs ?? 20_000} ms:\n${log}`)),
        o.timeoutMs ?? 20_000,
      );
      const check = () => {
        const m = READY.exec(log);
        // On the network, the code and the links follow the address: wait for the last line.
        if (o.lan && !/join code \w+:\n(?:.*\n)+/.test(log)) return;
        if (m?.[1]) {
          clearTimeout(timer);
          done(m[1]);
        }
      };
      child.stdout.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`The host exited with code ${code} before it was ready:\n${log}`));
      });
    });
    const joinCode = /join code (\w+):/.exec(log)?.[1] ?? null;
    const lanUrls = [...log.matchAll(/^ {2}(http:\/\/\S+)$/gm)].map((m) => m[1]!);
    return {
      url,
      spawnedAt,
      readyAt: performance.now(),
      output: () => log,
      stop,
      joinCode,
      lanUrls,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
