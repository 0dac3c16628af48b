/**
 * The table set out ahead of any game (issue #16: first start): a four-family table as a
 * spectator sees it, drawn offstage while the title screen shows, so its shaders compile
 * before the player sits down. The real game's first view then replaces it in the same
 * scene, and its first frame needs no compiling.
 */
import { SPECTATOR, createGame, view, type GameView } from '../../src-shared/engine';

let cached: GameView | null = null;

export function warmupView(): GameView {
  if (cached) return cached;
  const game = createGame({ seed: 1, players: 4 });
  if (!game.ok) throw new Error(game.error.message);
  cached = view(game.value, SPECTATOR);
  return cached;
}
