/**
 * The guided first game as a test plays it: the tutorial's table (scenario.ts) with its Easy
 * bots seeded the way the host seeds them, and a student who takes each choice the coach
 * marks and otherwise plays one card a round, passes, turns down offers and takes the first
 * option. (A student who took every offer spent its money on the bots' deals and never had the
 * $10 to be asked whether to buy.)
 */
import { instantiate } from '../../src-shared/ai/bot';
import { createBot } from '../../src-shared/ai/factory';
import { decisionSeed } from '../../src-shared/ai/rand';
import {
  applyTrusted,
  createGame,
  eventsFor,
  legalFor,
  view,
  type Action,
  type GameEvent,
  type GameState,
  type GameView,
  type LegalAction,
} from '../../src-shared/engine';
import { isSuggested, suggestionAt } from '../model/tutorial/coach';
import { TUTORIAL_OPTIONS, TUTORIAL_SEATS } from '../../src-shared/tutorial/scenario';

export interface StudentMoment {
  state: GameState;
  view: GameView;
  legal: LegalAction[];
  /** What happened since the student's last decision, as the student's seat sees it. */
  events: GameEvent[];
  /** What the student did. */
  action: Action | null;
}

function studentChoice(m: Omit<StudentMoment, 'state' | 'action'>, played: Set<number>): Action {
  const { view: v, legal } = m;
  const hint = suggestionAt(m);
  const hinted = hint && legal.find((l) => isSuggested(l.action, hint));
  if (hinted) return instantiate(hinted, hinted.range?.min);
  const pass = legal.find((l) => l.action.type === 'pass' || l.action.type === 'decline');
  const d = v.pending!.d;
  if (d === 'turn') {
    const play = legal.find((l) => l.action.type === 'play' && l.action.mode === 'influence');
    if (play && !played.has(v.round)) {
      played.add(v.round);
      return instantiate(play, play.range?.min);
    }
  }
  if ((d === 'turn' || d === 'window' || d === 'activate') && pass) return pass.action;
  const no = legal.find((l) => l.action.type === 'answer' && !l.action.accept);
  if (d === 'answer' && no) return no.action;
  const first =
    legal.find((l) => !['offer', 'counter', 'sell', 'pass', 'decline'].includes(l.action.type)) ??
    legal.find((l) => l.action.type !== 'offer')!;
  return instantiate(first, first.range?.min);
}

/** Every moment the student decides, then the end (action null). */
export function* guidedGame(): Generator<StudentMoment> {
  const created = createGame(TUTORIAL_OPTIONS);
  if (!created.ok) throw new Error(created.error.message);
  const s = created.value;
  const seed = TUTORIAL_OPTIONS.seed;
  const played = new Set<number>();
  let events: GameEvent[] = [];
  for (let n = 0; s.pending && n < 20_000; n++) {
    const seat = s.pending.seat;
    const v = view(s, seat);
    const legal = legalFor(s, seat);
    let action: Action;
    if (seat === 0) {
      action = studentChoice({ view: v, legal, events }, played);
      yield { state: structuredClone(s), view: v, legal, events, action };
      events = [];
    } else {
      const spec = TUTORIAL_SEATS[seat]!.bot!;
      const bot = createBot(spec.preset, decisionSeed(seed, seat, s.seq), spec.personality);
      action = bot.decide(v, legal).action;
    }
    events.push(...eventsFor(applyTrusted(s, action), 0));
  }
  yield { state: structuredClone(s), view: view(s, 0), legal: [], events, action: null };
}
