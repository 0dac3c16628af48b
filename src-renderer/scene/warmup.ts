/**
 * The table set out ahead of any game (issue #16: first start): a four-family table as a
 * spectator sees it, drawn offstage while the title screen shows, so its shaders compile
 * before the player sits down. The real game's first view then replaces it in the same
 * scene, and its first frame needs no compiling. It is set out in the edition the lobby has
 * chosen (R14.6): each edition has its own board, so choosing Classic sets its table out while
 * the player finishes the form.
 */
import { SPECTATOR, createGame, view, type Edition, type GameView } from '../../src-shared/engine';

const cached = new Map<Edition, GameView>();

export function warmupView(edition: Edition = 'revised'): GameView {
  const known = cached.get(edition);
  if (known) return known;
  const game = createGame({ seed: 1, players: 4, edition });
  if (!game.ok) throw new Error(game.error.message);
  const v = view(game.value, SPECTATOR);
  cached.set(edition, v);
  return v;
}
