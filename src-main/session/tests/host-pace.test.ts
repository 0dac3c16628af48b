/** Pace (issue #4): bots' moves are paced for people to follow, but an offer is answered promptly. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, GameEvent, GameView, LegalAction } from '../../../src-shared/engine';
import { PROTOCOL_VERSION, type SeatSpec, type ServerMessage } from '../../../src-shared/protocol';
import { ANSWER_DELAY_MS, SessionHost } from '../host';

type Update = Extract<ServerMessage, { t: 'update' }>;

const seats: SeatSpec[] = [
  { kind: 'human', name: 'You' },
  { kind: 'bot', name: 'Bot 2', bot: { preset: 'heuristic' } },
  { kind: 'bot', name: 'Bot 3', bot: { preset: 'heuristic' } },
];

describe('bot pace in the session host', () => {
  afterEach(() => void vi.useRealTimers());

  it('answers a person’s offer after ANSWER_DELAY_MS (under half a second), though moves wait 700 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const updates: Update[] = [];
    let say: (m: unknown) => void = () => {};
    const host = new SessionHost({ botDelayMs: 700, report: () => {}, persist: () => {} });
    host.attach(
      {
        send: (m) => void (m.t === 'update' && updates.push(m)),
        onMessage: (l) => void (say = l),
        onClose: () => {},
        close: () => {},
      },
      'host',
    );
    await host.start({ seed: 4, players: 3, firstPlayer: 0 }, seats);
    say({ t: 'hello', v: PROTOCOL_VERSION });
    await host.idle();
    const turn = updates.at(-1)!;
    expect((turn.view as GameView).pending?.seat).toBe(0);
    const template = (turn.legal as LegalAction[]).find(
      (l) => l.terms && l.action.type === 'offer' && l.action.to === 1,
    )!;
    const offer = { ...template.action, give: [{ k: 'pay', amount: 1 }], get: [] } as Action;
    say({ t: 'act', seat: 0, version: turn.version, action: offer });
    await host.idle();
    const answered = () =>
      updates.some((u) => (u.events as GameEvent[]).some((e) => e.e === 'answer'));
    await vi.advanceTimersByTimeAsync(ANSWER_DELAY_MS - 1);
    expect(answered()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await host.idle();
    expect(answered()).toBe(true);
    expect(ANSWER_DELAY_MS).toBeLessThan(500);
    host.dispose();
  });
});
