/**
 * The table screen as a test sees it (DESIGN.md §5.10: page objects). Specs say what they
 * check; this class knows where it is on the page.
 */
import type { Locator, Page } from 'playwright-core';

export interface WebGLInfo {
  version: 'webgl2' | 'webgl' | null;
  lost: boolean;
  renderer: string;
}

/** A hand-off comes only in hot-seat: the computer goes to the next person (HotseatHandoff). */
export type TableMoment = 'decision' | 'end' | 'handoff';

/** The most the die's banner reached over the Capo's name, and the age of the one on show. */
export interface DieBannerSeen {
  /** Pixels below the name's top edge at the deepest; -Infinity before the two ever met. */
  reach: number;
  /** The positions' labels (their text) the banner covered in some frame. */
  covered: string[];
  /** Milliseconds the banner on show has been there; -1 when there is none. */
  age: number;
}

export class TablePage {
  readonly canvas: Locator;
  readonly labels: Locator;
  readonly status: Locator;
  readonly round: Locator;
  readonly turn: Locator;
  readonly families: Locator;
  readonly view: Locator;
  readonly prompt: Locator;
  readonly options: Locator;
  readonly question: Locator;
  readonly hand: Locator;
  readonly logLines: Locator;
  readonly dieBanner: Locator;
  readonly fedsSummary: Locator;
  /** The Feds' summary folded away: the button that opens it. */
  readonly fedsChip: Locator;
  readonly endScreen: Locator;
  readonly endRows: Locator;
  readonly undo: Locator;

  constructor(readonly page: Page) {
    this.canvas = page.getByTestId('table-canvas');
    this.labels = page.getByTestId('position-label');
    this.status = page.getByTestId('table-status');
    this.round = page.getByTestId('header-round');
    this.turn = page.getByTestId('header-turn');
    this.families = page.getByTestId('family-summary');
    this.view = page.getByTestId('table-view');
    this.prompt = page.getByTestId('prompt');
    this.options = page.getByTestId('prompt-option');
    this.question = page.getByTestId('prompt-question');
    this.hand = page.getByTestId('hand-card');
    this.logLines = page.getByTestId('log-line');
    this.dieBanner = page.getByTestId('die-banner');
    this.fedsSummary = page.getByTestId('feds-summary');
    this.fedsChip = page.getByTestId('feds-chip');
    this.endScreen = page.getByTestId('end-screen');
    this.endRows = page.getByTestId('end-row');
    this.undo = page.getByTestId('menu-undo');
  }

  async open(url: string) {
    await this.page.goto(url);
  }

  /** The table is up once the scene has drawn a frame with the first view in it. */
  async waitForTable(timeoutMs = 30_000) {
    await this.page
      .locator('[data-testid="table-canvas"]:not([data-frames="0"])')
      .waitFor({ state: 'visible', timeout: timeoutMs });
    await this.labels.first().waitFor({ state: 'visible', timeout: timeoutMs });
  }

  /** The phase the table shows (`business`, `crew`, `feds`, `ended`). */
  async phase(): Promise<string> {
    return (await this.view.getAttribute('data-phase')) ?? '';
  }

  /** The kind of question the prompt asks this seat, or '' when it has none. */
  async decision(): Promise<string> {
    return (await this.prompt.getAttribute('data-decision')) ?? '';
  }

  /** Whether the element of `testId` is behind a modal dialog: inert, no clicks nor Tab stops. */
  async inert(testId: string): Promise<boolean> {
    return this.page.getByTestId(testId).evaluate((el) => el.closest('[inert]') !== null);
  }

  async seq(): Promise<number> {
    return Number(await this.prompt.getAttribute('data-seq'));
  }

  /** Waits until this seat must decide, the game is over, or the computer is handed on. */
  async waitForMoment(timeoutMs = 60_000): Promise<TableMoment> {
    const handle = await this.page.waitForFunction(
      () => {
        if (document.querySelector('[data-testid="end-screen"]')) return 'end';
        if (document.querySelector('[data-testid="handoff"]')) return 'handoff';
        const p = document.querySelector('[data-testid="prompt"]');
        return p && p.getAttribute('data-decision') ? 'decision' : null;
      },
      undefined,
      { timeout: timeoutMs, polling: 50 },
    );
    return (await handle.jsonValue()) as TableMoment;
  }

  /** Runs an answer and waits for the table to move past the state it answered. */
  async answer(act: () => Promise<void>, timeoutMs = 30_000) {
    const before = await this.seq();
    await act();
    await this.page.waitForFunction(
      (seq) => {
        if (document.querySelector('[data-testid="end-screen"]')) return true;
        const p = document.querySelector('[data-testid="prompt"]');
        return Number(p?.getAttribute('data-seq')) !== seq;
      },
      before,
      { timeout: timeoutMs, polling: 50 },
    );
  }

  /** Keyboard shortcuts of the table: P, H, Enter, Esc, 1–9, Ctrl+Z. */
  async press(key: 'p' | 'h' | 'Enter' | 'Escape' | 'Control+z' | `${number}`) {
    // Keys go to the page, not to whatever button was clicked last.
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.press(key);
  }

  /** A use of a card in hand, by the start of its id (`play-`, `sell-`, `snitch-`). */
  handUses(prefix: string): Locator {
    return this.page.locator(`[data-testid="hand-use"][data-use^="${prefix}"]`);
  }

  /** The first option, through the keyboard; an opened menu or a number is answered too. */
  async chooseFirst() {
    await this.answer(async () => {
      await this.press('1');
      const menu = this.page.getByTestId('prompt-menu');
      for (let depth = 0; depth < 3 && (await menu.isVisible()); depth++) await this.press('1');
      if (await this.page.getByTestId('prompt-range').isVisible()) await this.press('Enter');
    });
  }

  /** Passes (P). */
  async pass() {
    await this.answer(() => this.press('p'));
  }

  /** How many options show whole inside the prompt's box, as it is scrolled now. */
  wholeOptionsInView(): Promise<number> {
    return this.prompt.evaluate((box) => {
      const frame = box.getBoundingClientRect();
      const foot = box.querySelector('.prompt-foot')?.getBoundingClientRect();
      const bottom = Math.min(frame.bottom, foot && foot.height > 0 ? foot.top : frame.bottom);
      return [...box.querySelectorAll('[data-testid="prompt-option"]')].filter((o) => {
        const r = o.getBoundingClientRect();
        return r.height > 0 && r.top >= frame.top && r.bottom <= bottom + 0.5;
      }).length;
    });
  }

  optionIds(): Promise<string[]> {
    return this.options.evaluateAll((els) => els.map((e) => e.getAttribute('data-choice') ?? ''));
  }

  /** What the scene's own canvas holds: the context three.js created. */
  webgl(): Promise<WebGLInfo> {
    return this.canvas.evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const gl2 = canvas.getContext('webgl2');
      const gl = gl2 ?? canvas.getContext('webgl');
      if (!gl) return { version: null, lost: true, renderer: '' };
      const debug = gl.getExtension('WEBGL_debug_renderer_info');
      const renderer = String(
        gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '',
      );
      return { version: gl2 ? 'webgl2' : 'webgl', lost: gl.isContextLost(), renderer };
    });
  }

  /**
   * Takes the table's WebGL context away (`lose`) or gives it back (`restore`), as a GPU
   * reset would, through WEBGL_lose_context. A context lost this way comes back only when
   * given back.
   */
  async context(change: 'lose' | 'restore'): Promise<void> {
    await this.canvas.evaluate((el, how) => {
      // A lost context has no extensions to give: the one that lost it is kept for restoring.
      const canvas = el as HTMLCanvasElement & { loser?: WEBGL_lose_context | null };
      const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
      canvas.loser ??= gl?.getExtension('WEBGL_lose_context');
      if (!canvas.loser) throw new Error('no WEBGL_lose_context on the table canvas');
      if (how === 'lose') canvas.loser.loseContext();
      else canvas.loser.restoreContext();
    }, change);
  }

  /** Frames the table has drawn (its canvas's `data-frames`). */
  async frames(): Promise<number> {
    return Number(await this.canvas.getAttribute('data-frames'));
  }

  /** Position names of the labels a person can see, as written (not as styled). */
  async visiblePositionNames(): Promise<string[]> {
    const names: string[] = [];
    for (const label of await this.labels.all()) {
      if (!(await label.isVisible())) continue;
      const text = await label.getByTestId('position-name').textContent();
      if (text) names.push(text.trim());
    }
    return names;
  }

  async gangsterNames(): Promise<string[]> {
    return (await this.page.getByTestId('gangster-name').allTextContents()).map((t) => t.trim());
  }

  /**
   * Frame times while the camera swings to the top-down view and back (T): the interval
   * between frames as the page sees them, and the time each frame took to submit (ms).
   */
  async measureFrames(ms: number): Promise<{ intervals: number[]; submits: number[] }> {
    await this.canvas.focus();
    const watching = this.canvas.evaluate(
      (el, duration) =>
        new Promise<{ intervals: number[]; submits: number[] }>((done) => {
          const times: number[] = [];
          const submits: number[] = [];
          const observer = new MutationObserver(() => {
            times.push(performance.now());
            submits.push(Number(el.getAttribute('data-frame-ms')));
          });
          observer.observe(el, { attributes: true, attributeFilter: ['data-frames'] });
          setTimeout(() => {
            observer.disconnect();
            done({ intervals: times.slice(1).map((t, i) => t - times[i]!), submits });
          }, duration);
        }),
      ms,
    );
    await this.page.keyboard.press('t');
    await this.page.waitForTimeout(ms / 2);
    await this.page.keyboard.press('t');
    return watching;
  }

  /** The WebGL picture alone: the labels are hidden for the shot, so text cannot pass for a scene. */
  async screenshotScene(): Promise<Buffer> {
    const layer = this.page.locator('.table-labels');
    await layer.evaluate((el) => ((el as HTMLElement).style.visibility = 'hidden'));
    try {
      return await this.canvas.screenshot();
    } finally {
      await layer.evaluate((el) => ((el as HTMLElement).style.visibility = ''));
    }
  }

  /**
   * From now on, every frame notes how far the die's banner reaches below the top of the
   * Capo's name on the board where the two meet, which positions' labels it covers (a banner
   * must not hide them), and when the banner on show appeared (`dieBannerSeen`,
   * `bannerOrQuestion`). A new watch starts afresh.
   */
  async watchDieBanner() {
    await this.page.evaluate(() => {
      const w = window as unknown as { dieBannerSeen: DieBannerSeen; dieBannerWatch?: number };
      const watch = (w.dieBannerWatch ?? 0) + 1;
      w.dieBannerWatch = watch;
      const seen: DieBannerSeen = { reach: -Infinity, covered: [], age: -1 };
      w.dieBannerSeen = seen;
      let shown: Element | null = null;
      let since = 0;
      const look = (now: number) => {
        if (w.dieBannerWatch !== watch) return;
        const banner = document.querySelector('[data-testid="die-banner"]');
        if (banner !== shown) [shown, since] = [banner, now];
        seen.age = banner ? now - since : -1;
        const b = banner?.getBoundingClientRect();
        document.querySelectorAll('[data-testid="position-label"]').forEach((label, i) => {
          const c = label.getBoundingClientRect();
          if (!b || b.left >= c.right || c.left >= b.right) return;
          if (i === 0) seen.reach = Math.max(seen.reach, b.bottom - c.top);
          if (getComputedStyle(label).visibility === 'hidden') return;
          const name = label.textContent!.trim();
          if (b.bottom > c.top && c.bottom > b.top && !seen.covered.includes(name))
            seen.covered.push(name);
        });
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
  }

  /** What `watchDieBanner` has seen: the banner's deepest reach, and its age (ms). */
  dieBannerSeen(): Promise<DieBannerSeen> {
    return this.page.evaluate(
      () => (window as unknown as { dieBannerSeen: DieBannerSeen }).dieBannerSeen,
    );
  }

  /**
   * Whichever comes first (after `watchDieBanner`): a die banner younger than `freshMs`, or a
   * question for this seat.
   */
  async bannerOrQuestion(freshMs: number, timeoutMs = 30_000): Promise<'banner' | 'question'> {
    const next = await this.page.waitForFunction(
      (fresh) => {
        const seen = (window as unknown as { dieBannerSeen: DieBannerSeen }).dieBannerSeen;
        if (seen.age >= 0 && seen.age < fresh) return 'banner';
        const asked = '[data-testid="prompt"][data-decision]:not([data-decision=""])';
        return document.querySelector(asked) ? 'question' : false;
      },
      freshMs,
      { timeout: timeoutMs, polling: 50 },
    );
    return (await next.jsonValue()) as 'banner' | 'question';
  }

  /** Labels whose boxes overlap another label's box: the table should keep them apart. */
  overlappingLabels(): Promise<string[]> {
    return this.labels.evaluateAll((boxes) => {
      const shown = boxes.filter((b) => {
        const style = getComputedStyle(b);
        return style.visibility !== 'hidden' && style.opacity !== '0';
      });
      const rects = shown.map((b) => ({ text: b.textContent ?? '', r: b.getBoundingClientRect() }));
      const hits: string[] = [];
      rects.forEach((a, i) =>
        rects.slice(i + 1).forEach((b) => {
          const apart =
            a.r.right <= b.r.left ||
            b.r.right <= a.r.left ||
            a.r.bottom <= b.r.top ||
            b.r.bottom <= a.r.top;
          if (!apart) hits.push(`${a.text} / ${b.text}`);
        }),
      );
      return hits;
    });
  }
}
