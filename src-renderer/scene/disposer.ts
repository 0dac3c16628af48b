/** One owner for many three.js resources and listeners (DESIGN.md §5.7). */
export interface Disposable {
  dispose(): void;
}

export class Disposer implements Disposable {
  private readonly items: (() => void)[] = [];

  track<T extends Disposable>(item: T): T {
    this.items.push(() => item.dispose());
    return item;
  }

  /** For what is undone by a function: listeners, observers, timers. */
  add(undo: () => void): void {
    this.items.push(undo);
  }

  dispose(): void {
    // Last in, first out: later resources may depend on earlier ones.
    for (const undo of this.items.splice(0).reverse()) undo();
  }
}
