/**
 * The table part-way through a step of the plan: cards dealt, promoted, swapped or knocked
 * off to a pile, tokens dropping or flying, the dice tumbling, meepsters walking, the ring
 * changing hands. Each step starts from the state at rest after it (frame.ts) and moves
 * what the step is about; everything else stays where it ends up.
 */
import { CARD, type DieKind } from '../layout';
import { meepsterSpot, trackPath, trackSpot, walkStart } from '../track';
import { clamp01, easeIn, easeInOut, easeOut, hop, lerp, phase } from './easing';
import {
  CHIP,
  COIN_LOCAL,
  classicCoins,
  coinHome,
  dieAtRest,
  onCard,
  pileTop,
  restFrame,
  stacksOn,
  type DieDraw,
  type Stagecraft,
  type StackDraw,
  type TableFrame,
  type Vec3,
} from './frame';
import type { Step } from './plan';

/** Everything part-way through `step`, `t` in [0, 1]. */
export function stepFrame(c: Stagecraft, step: Step, t: number): TableFrame {
  const f = restFrame(c, step.after);
  const before = restFrame(c, step.before);
  moveCards(c, f, before, step, t);
  // Stacks and blackmail tokens follow their cards wherever the step has put them.
  f.stacks = [];
  for (const g of step.after.board) {
    const card = g >= 0 ? f.cards.get(g) : undefined;
    if (card) f.stacks.push(...stacksOn(step.after, g, card));
  }
  moveTokens(f, before, step, t);
  f.coins = step.after.coins
    ? classicCoins(c, step.after, f.cards)
    : step.after.blackmail.map((g, seat) => {
        const card = g >= 0 ? f.cards.get(g) : undefined;
        const end = card ? onCard(card, COIN_LOCAL) : coinHome(c, seat);
        if ((step.before.blackmail[seat] ?? -1) === g) return { seat, ...end };
        const start = before.coins[seat] ?? { seat, ...end };
        const u = easeInOut(t);
        return {
          seat,
          x: lerp(start.x, end.x, u),
          y: lerp(start.y, end.y, u) + 1.4 * hop(u),
          z: lerp(start.z, end.z, u),
        };
      });

  switch (step.kind) {
    case 'roll':
      f.dice[step.die] = tumble(c, step.die, step.face, step.seat, t);
      break;
    case 'leave':
      // The pile grows when the card lands on it.
      f.piles[step.pile] = step.pile === 'fishes' ? step.before.fishes : step.before.prison;
      break;
    case 'respect':
      for (const m of step.moves) walk(c, f, m.seat, m.from, m.to, t);
      break;
    case 'ring': {
      const a = c.seats[step.from]?.ring;
      const b = c.seats[step.to]?.ring;
      if (a && b) {
        const u = easeInOut(t);
        f.ring = {
          x: lerp(a.x, b.x, u),
          y: 3 * hop(u),
          z: lerp(a.z, b.z, u),
          spin: u * Math.PI * 4,
        };
      }
      break;
    }
    default:
      break;
  }
  return f;
}

/** Cards in motion: dealt, promoted, swapped, knocked off, or lifted a moment. */
function moveCards(c: Stagecraft, f: TableFrame, before: TableFrame, step: Step, t: number) {
  switch (step.kind) {
    case 'deal': {
      const to = f.cards.get(step.gangster);
      if (!to) return;
      const deck = c.layout.piles.gangsters;
      const u = easeInOut(t);
      const fromY = pileTop(c, step.before.gangsterDeck);
      f.cards.set(step.gangster, {
        x: lerp(deck.x, to.x, u),
        y: lerp(fromY, to.y, u) + 2.2 * hop(u),
        z: lerp(deck.z, to.z, u),
        yaw: to.yaw,
        flip: Math.PI * (1 - easeInOut(phase(t, 0.15, 0.8))),
        pitch: 0,
      });
      return;
    }
    case 'promote':
    case 'swap': {
      const movers = step.kind === 'promote' ? [step.gangster] : [step.a, step.b];
      const u = easeInOut(t);
      movers.forEach((g, i) => {
        const a = before.cards.get(g);
        const b = f.cards.get(g);
        if (!a || !b) return;
        // In a swap one card passes over the other.
        const lift = step.kind === 'promote' ? 0.8 : i === 0 ? 1.6 : 0.45;
        f.cards.set(g, {
          x: lerp(a.x, b.x, u),
          y: lerp(a.y, b.y, u) + lift * hop(u),
          z: lerp(a.z, b.z, u),
          yaw: lerp(a.yaw, b.yaw, u),
          flip: 0,
          pitch: 0,
        });
      });
      return;
    }
    case 'leave': {
      const from = before.cards.get(step.gangster);
      if (!from) return;
      const pile = c.layout.piles[step.pile];
      const count = step.pile === 'fishes' ? step.before.fishes : step.before.prison;
      const top = pileTop(c, count + 1);
      // Knocked up and tilted where it stood, then it slides over and lands face down.
      const knock = phase(t, 0, 0.3);
      const slide = easeInOut(phase(t, 0.2, 1));
      const whacked = step.pile === 'fishes';
      f.cards.set(step.gangster, {
        x: lerp(from.x, pile.x, slide),
        y: lerp(from.y, top, slide) + (whacked ? 1.4 : 0.9) * hop(0.5 * knock + 0.5 * slide),
        z: lerp(from.z, pile.z, slide),
        yaw: lerp(from.yaw, whacked ? 0.35 : 0, slide),
        flip: Math.PI * easeInOut(phase(t, 0.25, 0.9)),
        pitch: (whacked ? 0.55 : 0.2) * hop(0.5 * knock + 0.5 * slide),
      });
      return;
    }
    case 'activate':
      if (step.acted) lift(f, step.gangster, 0.6 * hop(t));
      turnSideways(f, before, t);
      return;
    case 'respect':
      if (step.gangster >= 0) lift(f, step.gangster, 0.35 * hop(t));
      turnSideways(f, before, t);
      return;
    default:
      turnSideways(f, before, t);
      return;
  }
}

/** A card that stays in its place but turns (sideways, or upright again) turns gradually. */
function turnSideways(f: TableFrame, before: TableFrame, t: number) {
  const u = easeInOut(t);
  for (const [g, card] of f.cards) {
    const was = before.cards.get(g);
    if (!was || was.yaw === card.yaw || was.x !== card.x || was.z !== card.z) continue;
    f.cards.set(g, { ...card, yaw: lerp(was.yaw, card.yaw, u) });
  }
}

function lift(f: TableFrame, g: number, by: number) {
  const card = f.cards.get(g);
  if (card) f.cards.set(g, { ...card, y: card.y + by });
}

/** Tokens dropping on, lifting off, flying between cards, or going home with a dead card. */
function moveTokens(f: TableFrame, before: TableFrame, step: Step, t: number) {
  switch (step.kind) {
    case 'tokens': {
      const n = Math.abs(step.to - step.from);
      const at = (s: StackDraw[]) =>
        s.find((st) => st.gangster === step.gangster && st.column === step.column);
      if (step.to > step.from) {
        const stack = at(f.stacks);
        if (stack)
          stack.moving = Array.from({ length: n }, (_, j) => {
            const u = phase(t, (j / n) * 0.45, (j / n) * 0.45 + 0.55);
            return { dy: 2.4 * (1 - easeIn(u)), scale: 1 };
          });
      } else {
        const was = at(before.stacks);
        if (!was) return;
        const card = f.cards.get(step.gangster);
        const stack = at(f.stacks) ?? { ...was, moving: [] };
        if (!at(f.stacks)) f.stacks.push(stack);
        if (card) Object.assign(stack, { y: card.y + CARD.thickness + 0.004 });
        stack.count = step.from;
        stack.moving = Array.from({ length: n }, () => ({
          dy: 1.6 * easeOut(t),
          scale: 1 - easeIn(t),
        }));
      }
      return;
    }
    case 'moveTokens':
      fly(f, before, t, [{ from: step.from, to: step.to, column: step.seat, count: step.count }]);
      return;
    case 'swapTokens':
      fly(f, before, t, [
        { from: step.a, to: step.b, column: step.aColumn, count: 1 },
        { from: step.b, to: step.a, column: step.bColumn, count: 1 },
      ]);
      return;
    case 'leave': {
      // Its tokens go home (R9.5): they lift off and vanish as the card is knocked away.
      const gone = phase(t, 0, 0.35);
      if (gone >= 1) return;
      for (const st of before.stacks) {
        if (st.gangster !== step.gangster) continue;
        f.stacks.push({
          ...st,
          moving: Array.from({ length: st.count }, (_, j) => ({
            dy: (0.8 + j * 0.05) * easeOut(gone),
            scale: 1 - easeIn(gone),
          })),
        });
      }
      return;
    }
    default:
      return;
  }
}

interface Flight {
  from: number;
  to: number;
  column: number;
  count: number;
}

function fly(f: TableFrame, before: TableFrame, t: number, flights: Flight[]) {
  for (const fl of flights) {
    const src = before.stacks.find((s) => s.gangster === fl.from && s.column === fl.column);
    const dst = f.stacks.find((s) => s.gangster === fl.to && s.column === fl.column);
    if (!src || !dst) continue;
    dst.count -= fl.count;
    for (let j = 0; j < fl.count; j++) {
      const u = easeInOut(phase(t, j * 0.12, 1 - (fl.count - 1 - j) * 0.12));
      const a = { x: src.x, y: src.y + (src.count - 1 - j) * CHIP.pitch, z: src.z };
      const b = { x: dst.x, y: dst.y + (dst.count + j) * CHIP.pitch, z: dst.z };
      f.chips.push({
        x: lerp(a.x, b.x, u),
        y: lerp(a.y, b.y, u) + 1.8 * hop(u),
        z: lerp(a.z, b.z, u),
        column: fl.column,
        scale: 1,
      });
    }
  }
  f.stacks = f.stacks.filter((s) => s.count > 0);
}

/** A meepster stepping from one score to another, a hop per space. */
function walk(c: Stagecraft, f: TableFrame, seat: number, from: number, to: number, t: number) {
  const path = trackPath(from, to);
  const fig = f.meepsters[seat];
  if (path.length === 0 || !fig) return;
  const k = Math.min(path.length - 1e-6, clamp01(t) * path.length);
  const i = Math.floor(k);
  const start = c.layout.track[trackSpot(walkStart(from, to)).index];
  const a = i === 0 ? start : c.layout.track[path[i - 1]!];
  const b = c.layout.track[path[i]!];
  if (!a || !b) return;
  const p = meepsterSpot(a, seat);
  const q = meepsterSpot(b, seat);
  const u = easeInOut(k - i);
  fig.x = lerp(p.x, q.x, u);
  fig.z = lerp(p.z, q.z, u);
  fig.y = c.board + 0.55 * hop(k - i);
  fig.laps = trackSpot(from).laps;
}

function tumble(c: Stagecraft, die: DieKind, face: number, seat: number, t: number): DieDraw {
  const rest = dieAtRest(c, die, face);
  const seatPlace = c.seats[seat];
  const start = seatPlace
    ? { x: seatPlace.x, y: c.board + 2.6, z: seatPlace.z }
    : { x: rest.x, y: c.board + 4, z: rest.z - 2 };
  const u = easeOut(phase(t, 0, 0.78));
  // Three bounces of falling height, then it lies still.
  const bounce = Math.pow(1 - u, 1.6) * Math.abs(Math.cos(2.5 * Math.PI * u));
  const spinLeft = 1 - easeOut(phase(t, 0, 0.86));
  const side = die === 'move' ? 1 : -1;
  return {
    ...rest,
    x: lerp(start.x, rest.x, u),
    y: rest.y + (start.y - rest.y) * bounce,
    z: lerp(start.z, rest.z, u),
    spin: spinLeft * Math.PI * 5,
    axis: normalise({ x: 0.8 * side, y: 0.35, z: 0.5 + 0.1 * face }),
  };
}

function normalise(v: Vec3): Vec3 {
  const l = Math.hypot(v.x, v.y, v.z) || 1;
  return { x: v.x / l, y: v.y / l, z: v.z / l };
}
