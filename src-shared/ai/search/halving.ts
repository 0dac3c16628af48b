/**
 * Sequential halving over the root's plans (Karnin, Koren and Somekh, 2013), a trial for Hard
 * (docs/ai.md). The budget is split into equal rounds, one per halving: every plan still in
 * is sampled as often as the round's share allows, then the worse half by score drops out,
 * down to two finalists, which share whatever is left. The plans that play out best get
 * most of the samples, where the root's UCB spreads them almost evenly (its bonus dwarfs the
 * spread of the plans' values).
 */
export class Halving {
  private alive: number[];
  private rounds: number;
  /** Samples every plan still in must have had before the next halving. */
  private target = 0;

  constructor(
    plans: number,
    private readonly budget: number,
  ) {
    this.alive = Array.from({ length: plans }, (_, i) => i);
    this.rounds = Math.max(1, Math.ceil(Math.log2(plans)));
    this.raise();
  }

  /** The plan to sample next, given each plan's samples so far and its score. */
  next(visits: (i: number) => number, score: (i: number) => number): number {
    for (;;) {
      let pick = -1;
      for (const i of this.alive)
        if (visits(i) < this.target && (pick < 0 || visits(i) < visits(pick))) pick = i;
      if (pick >= 0) return pick;
      if (this.alive.length > 2) {
        const ranked = [...this.alive].sort((a, b) => score(b) - score(a) || a - b);
        this.alive = ranked.slice(0, Math.ceil(this.alive.length / 2)).sort((a, b) => a - b);
      }
      this.raise();
    }
  }

  /** The plans still in: the finalists once the halvings are done. */
  survivors(): readonly number[] {
    return this.alive;
  }

  private raise() {
    this.target += Math.max(1, Math.floor(this.budget / (this.rounds * this.alive.length)));
  }
}
