/** A session host for tests whose bot requests are kept to look at. */
import { localBots, type BotDecider, type BotRequest } from '../bot-seats';
import { SessionHost } from '../host';

/** Every request the host makes of its bots (a hint's too) is kept; `decide` answers them. */
export function hostAsking(decide: BotDecider = localBots) {
  const asked: BotRequest[] = [];
  const host = new SessionHost({
    botDelayMs: 0,
    report: () => {},
    persist: () => {},
    decide: (r) => {
      asked.push(r);
      return decide(r);
    },
  });
  return { host, asked };
}
