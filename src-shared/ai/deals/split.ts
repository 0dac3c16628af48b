/**
 * Splitting a contested gangster (R13.1 influence terms): at its turn, a bot racing another
 * family for a gangster (the two largest stakes, within one token, negotiate.ts racingFor)
 * may offer to stay off a gangster that family leads if it stays off the contested one, for
 * this phase. Offered only when the look-ahead says the split is worth it to the bot; a race
 * both would spend their cards on becomes one gangster each.
 */
import type { Term } from '../../engine';
import { CAPO_SLOT } from '../../engine/board';
import { TOKEN_STRIDE } from '../../engine/vocabulary';
import type { Decision } from '../bot';
import { gangsterName } from '../explain';
import type { Situation } from '../situation';
import { racingFor, wanted } from './negotiate';
import { canOffer, offer, offerAllowed, promised, type ProposalStyle } from './pace';
import { valueDeal } from './valuation';

const stayOff = (gangster: number): Term => ({ k: 'influence', gangster, place: false });

/** Has `family` already promised, this phase, anything about influence on `g`? */
const promisedAbout = (sit: Situation, family: number, g: number): boolean =>
  promised(sit, family, (t) => t.k === 'influence' && t.gangster === g);

/** The gangster on the board `other` leads `me` on by the most tokens, not one they race for. */
function theirs(sit: Situation, other: number, except: number): number {
  const s = sit.state;
  let best = -1;
  let most = 0;
  for (let slot = 0; slot <= CAPO_SLOT; slot++) {
    const g = s.board[slot]!;
    if (g < 0 || g === except) continue;
    const lead = s.tokens[g * TOKEN_STRIDE + other]! - s.tokens[g * TOKEN_STRIDE + sit.seat]!;
    if (lead > most && racingFor(sit, other, [stayOff(g)]) < 0) {
      most = lead;
      best = g;
    }
  }
  return best;
}

/** A split of a contested gangster with the family racing the bot for it, or null. */
export function proposeSplit(sit: Situation, style: ProposalStyle): Decision | null {
  const s = sit.state;
  if (s.phase !== 'business' && s.phase !== 'crew') return null;
  for (let other = 0; other < s.families.length; other++) {
    if (other === sit.seat || !canOffer(sit.legal, sit.seat, other)) continue;
    for (let slot = 0; slot <= CAPO_SLOT; slot++) {
      const g = s.board[slot]!;
      if (g < 0 || racingFor(sit, other, [stayOff(g)]) !== g || promisedAbout(sit, other, g))
        continue;
      if (s.tokens[g * TOKEN_STRIDE + sit.seat]! < s.tokens[g * TOKEN_STRIDE + other]!) continue;
      const h = theirs(sit, other, g);
      if (h < 0) continue;
      const give = [stayOff(h)];
      const get = [stayOff(g)];
      if (!offerAllowed(sit, other, give, get)) continue;
      // One valuation a decision: the first contested gangster found is the one offered.
      const v = valueDeal(sit, { from: sit.seat, to: other, give, get }, style.samples, null);
      if (v.gain < wanted(sit)) return null;
      const line = `I stay off ${gangsterName(sit.cat, h)} if you stay off ${gangsterName(sit.cat, g)} this phase`;
      return offer(sit, other, give, get, line);
    }
  }
  return null;
}
