/** Killing a writer mid-write (the kill tests of the saves and of the campaigns). */
import { spawn } from 'node:child_process';

export function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs the child from save `first` on, kills it after `delayMs` past its first write. */
export function runAndKill(
  child: string,
  args: string[],
  delayMs: number,
): Promise<{ confirmed: number; midWrite: boolean }> {
  return new Promise((done, fail) => {
    const p = spawn(process.execPath, [child, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let timer: ReturnType<typeof setTimeout> | null = null;
    p.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (!timer && out.includes('w ')) timer = setTimeout(() => p.kill('SIGKILL'), delayMs);
    });
    p.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    p.on('error', fail);
    p.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (signal !== 'SIGKILL' && code !== 0)
        return fail(new Error(`child failed (${code}): ${err}`));
      // Every "ok" the child printed was printed after its write returned.
      const lines = out.trim().split('\n');
      const oks = lines.filter((l) => l.startsWith('ok ')).map((l) => Number(l.slice(3)));
      const last = lines.at(-1) ?? '';
      done({ confirmed: oks.length ? Math.max(...oks) : -1, midWrite: last.startsWith('w ') });
    });
  });
}
