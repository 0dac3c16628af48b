/**
 * A new game from the player's settings: the table the app opens on when there is no game
 * to continue. The lobby (renderer) starts its own games with a `start` message.
 */
import type { SeatSpec } from '../../src-shared/protocol';
import type { Settings } from '../../src-shared/save';

const FAMILIES = ['The Corleonis', 'The Tattaglias', 'The Barzinis', 'The Cuneos', 'The Straccis'];

export function newGameFrom(
  settings: Settings,
  seed: number,
): { options: unknown; seats: SeatSpec[] } {
  const seats: SeatSpec[] = Array.from({ length: settings.players }, (_, i) =>
    i < settings.humans
      ? { kind: 'human', name: settings.humans === 1 ? 'You' : `Player ${i + 1}` }
      : {
          kind: 'bot',
          name: FAMILIES[i] ?? `Family ${i + 1}`,
          bot: { preset: settings.botPreset },
        },
  );
  return {
    options: { seed, players: settings.players, edition: settings.edition, house: settings.house },
    seats,
  };
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 0xffffffff);
}
