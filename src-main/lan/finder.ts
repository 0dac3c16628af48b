/**
 * The desktop app's list of tables on the local network (issue #12): it starts looking when
 * the join screen first asks, keeps the list while the screen keeps asking, and stops
 * looking a while after the last ask, so no multicast socket stays open for nothing.
 */
import type { FoundTable, StorageResult } from '../../src-shared/protocol';
import { browseTables, type MdnsOptions, type TableBrowser } from './discovery';

/** Looking stops this long after the join screen last asked. */
const IDLE_MS = 30_000;

export class TableFinder {
  private browser: TableBrowser | null = null;
  private idle: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly log: (message: string) => void,
    private readonly options: MdnsOptions = {},
  ) {}

  find(): Promise<StorageResult<FoundTable[]>> {
    if (!this.browser) this.browser = browseTables(() => {}, this.log, this.options);
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.stop(), IDLE_MS);
    this.idle.unref?.();
    return Promise.resolve({ ok: true, value: this.browser.list() });
  }

  stop() {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    void this.browser?.stop();
    this.browser = null;
  }
}
