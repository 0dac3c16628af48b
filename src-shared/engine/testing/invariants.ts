/**
 * What must hold after every step of any game (issue #3's property list). Returns the first
 * broken invariant as text, or null. Used by the property tests and the soak program.
 */
import { catalogFor } from '../catalog';
import type { GameState } from '../state';
import { NEUTRAL, TOKEN_STRIDE } from '../vocabulary';
import type { GameView } from '../view';

export function brokenInvariant(s: GameState, respectLog?: readonly number[]): string | null {
  const cat = catalogFor(s.options.edition);
  const rules = cat.rules;
  const G = cat.gangsters.length;
  for (let f = 0; f < s.families.length; f++) {
    const fam = s.families[f]!;
    let onBoard = 0;
    for (let g = 0; g < G; g++) onBoard += s.tokens[g * TOKEN_STRIDE + f]!;
    if (onBoard + fam.supply !== rules.familyTokens)
      return `family ${f}: ${onBoard} tokens on the board + ${fam.supply} in supply`;
    if (fam.money < 0 || !Number.isInteger(fam.money)) return `family ${f}: money ${fam.money}`;
    if (respectLog && fam.respect !== respectLog[f])
      return `family ${f}: respect ${fam.respect} but its changes sum to ${respectLog[f]}`;
    if (fam.blackmail >= 0 && !s.board.includes(fam.blackmail))
      return `family ${f}: blackmail on a gangster off the board`;
  }
  const coins = s.coins ?? [];
  if ((s.coins !== undefined) !== rules.blackmailCoins + rules.omertaCoins > 0)
    return 'coins: the edition and the state disagree on the blackmail model';
  const omerta = coins.filter((c) => c.omerta).length;
  if (omerta > rules.omertaCoins || coins.length - omerta > rules.blackmailCoins)
    return `coins: ${coins.length} on the board is more than the pool holds`;
  for (const c of coins) {
    if (!s.board.includes(c.gangster))
      return `a coin on gangster ${c.gangster}, who is off the board`;
    if (s.tokens[c.gangster * TOKEN_STRIDE + c.seat]! < 1)
      return `family ${c.seat}'s coin on gangster ${c.gangster} has no token under it`;
    if (coins.filter((x) => x.gangster === c.gangster).length > 1)
      return `two coins on gangster ${c.gangster}`;
  }
  let neutral = 0;
  for (let g = 0; g < G; g++) neutral += s.tokens[g * TOKEN_STRIDE + NEUTRAL]!;
  if (neutral + s.neutral !== rules.neutralTokens)
    return `neutral: ${neutral} on the board + ${s.neutral} in the pool`;
  const gangsters = [s.board.filter((g) => g >= 0), s.gangsterDeck, s.prison, s.fishes];
  const g = once(G, gangsters);
  if (g) return `gangsters: ${g}`;
  for (let g = 0; g < G; g++) {
    if (s.board.includes(g)) continue;
    for (let c = 0; c < TOKEN_STRIDE; c++)
      if (s.tokens[g * TOKEN_STRIDE + c] !== 0)
        return `tokens on gangster ${g}, who is off the board`;
  }
  const inPlay = s.stack.flatMap((f) => (f.f === 'card' ? [f.card] : []));
  const c = once(cat.cards.length, [
    s.influenceDeck,
    s.discard,
    inPlay,
    ...s.families.map((f) => f.hand),
  ]);
  if (c) return `influence cards: ${c}`;
  if (s.pending === null && s.result === null)
    return 'the game waits for nothing but has no result';
  return null;
}

/** Checks that every index 0..n-1 appears exactly once across the lists. */
function once(n: number, lists: readonly (readonly number[])[]): string | null {
  const seen = new Uint8Array(n);
  let count = 0;
  for (const list of lists) {
    for (const x of list) {
      if (!(x >= 0 && x < n) || seen[x]) return `${x} is unknown or in two places`;
      seen[x] = 1;
      count++;
    }
  }
  return count === n ? null : `${n - count} missing`;
}

/** A view must not carry another seat's hand, the deck order or the generator (DESIGN.md §3). */
export function viewLeak(v: GameView, s: GameState): string | null {
  const raw = v as unknown as Record<string, unknown>;
  for (const key of ['rng', 'gangsterDeck', 'influenceDeck', 'diceUsed'])
    if (key in raw) return `view carries ${key}`;
  if ('seed' in v.options || 'dice' in v.options || 'stack' in v.options)
    return 'view carries the seed or a scenario';
  for (let f = 0; f < v.families.length; f++) {
    const hand = v.families[f]!.hand;
    if (f !== v.seat && hand !== null) return `view of seat ${v.seat} shows the hand of seat ${f}`;
    if (f === v.seat && (hand === null || hand.length !== s.families[f]!.hand.length))
      return 'own hand missing';
  }
  return null;
}
