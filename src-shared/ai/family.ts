/**
 * A bot family: the pipeline every non-random bot shares. It keeps nothing between
 * decisions but its generator: what it knows is in its view (the session host may create a
 * fresh bot for every decision, and a resumed game replays the same choices). Trivial decisions are answered at
 * once; offers to answer go to the deal code; the bot may make an offer of its own; the
 * rest goes to its chooser (the heuristic rules or the search, inline or on the pool).
 */
import type { Record as TrustRecord } from './trust';
import type { GameView, LegalAction } from '../engine';
import type { Bot, Decision } from './bot';
import { plainOptions, sales } from './candidates';
import { answerOffer, type NegotiationStyle } from './deals/negotiate';
import { proposeAtDecision, proposeBid } from './deals/propose';
import { withWeights, type EditionWeights, type EvalWeights } from './evaluation';
import type { Personality } from './personality';
import { Rand } from './rand';
import { situation, type Situation } from './situation';

/** Chooses for the seat's pending decision. */
export type Chooser = (sit: Situation) => Decision;
export type AsyncChooser = (sit: Situation) => Promise<Decision>;

/** How a family deals: how it answers (negotiate.ts), and whether it pays with empty promises. */
export interface DealStyle extends NegotiationStyle {
  /** Pay with promises it will not keep (the Betrayer). */
  promiseLater: boolean;
}

export interface FamilyParts {
  name: string;
  seed: number;
  persona: Personality;
  choose: Chooser;
  chooseAsync?: AsyncChooser;
  deals: DealStyle;
  /** Overrides the price of a broken promise that the personality sets (the Betrayer). */
  breakPrice?: number;
  /** Each seat's record from a campaign's earlier games, added to its trust (issue #13). */
  memory?: readonly TrustRecord[];
  /**
   * The evaluation's weights, by edition, for everything the bot decides here; an async
   * chooser runs off this call and sets them itself (factory.ts).
   */
  weights: EditionWeights;
}

export class FamilyBot implements Bot {
  readonly name: string;
  readonly persona: Personality;
  private readonly rand: Rand;
  private readonly parts: FamilyParts;

  constructor(parts: FamilyParts) {
    this.name = parts.name;
    this.persona = parts.persona;
    this.rand = new Rand(parts.seed);
    this.parts = parts;
    if (parts.chooseAsync) this.decideAsync = (v, l) => this.decideWith(v, l, parts.chooseAsync!);
  }

  readonly decideAsync?: (view: GameView, legal: readonly LegalAction[]) => Promise<Decision>;

  /** The only plain option, when there is exactly one and nothing else to weigh. */
  private forced(view: GameView, legal: readonly LegalAction[]): Decision | null {
    const d = view.pending;
    if (!d || d.d === 'answer' || d.d === 'due' || d.d === 'tie' || d.d === 'gate') return null;
    const plain = plainOptions(legal, view.seat);
    if (plain.length !== 1 || legal.some((l) => l.action.type === 'sell')) return null;
    if (legal.some((l) => l.range && l.range.max > l.range.min)) return null;
    return { action: plain[0]!, why: 'the only option' };
  }

  /**
   * R12.2: a whack chosen with too little cash is paid by selling. Until a card is sold no
   * target is offered; declining would throw away the activation the bot chose it with.
   */
  private payBySelling(view: GameView, legal: readonly LegalAction[]): Decision | null {
    if (view.pending?.d !== 'target') return null;
    const top = view.stack[view.stack.length - 1];
    if (top?.f !== 'effect' || top.effect.kind !== 'whack') return null;
    if (legal.some((l) => l.action.type === 'target')) return null;
    const sell = sales(legal, view.seat)[0];
    return sell ? { action: sell, why: 'sell a card to pay for the whack' } : null;
  }

  private situation(view: GameView, legal: readonly LegalAction[]): Situation {
    return situation(
      view,
      legal,
      this.persona,
      this.rand,
      this.parts.breakPrice,
      this.parts.memory,
    );
  }

  private weightsFor(view: GameView): EvalWeights {
    return this.parts.weights[view.options.edition];
  }

  /** Answers and own offers: everything before the chooser. */
  private talk(sit: Situation): Decision | null {
    const d = sit.view.pending!;
    if (d.d === 'answer') return answerOffer(sit, this.parts.deals);
    return proposeAtDecision(sit, this.parts.deals);
  }

  decide(view: GameView, legal: readonly LegalAction[]): Decision {
    const forced = this.payBySelling(view, legal) ?? this.forced(view, legal);
    if (forced) return forced;
    const sit = this.situation(view, legal);
    return withWeights(this.weightsFor(view), () => this.talk(sit) ?? this.parts.choose(sit));
  }

  private async decideWith(
    view: GameView,
    legal: readonly LegalAction[],
    choose: AsyncChooser,
  ): Promise<Decision> {
    const forced = this.payBySelling(view, legal) ?? this.forced(view, legal);
    if (forced) return forced;
    const sit = this.situation(view, legal);
    return withWeights(this.weightsFor(view), () => this.talk(sit)) ?? choose(sit);
  }

  propose(view: GameView, legal: readonly LegalAction[]): Decision | null {
    if (view.pending?.d !== 'tie' || this.parts.deals.samples === 0) return null;
    const sit = this.situation(view, legal);
    return withWeights(this.weightsFor(view), () => proposeBid(sit, this.parts.deals));
  }
}
