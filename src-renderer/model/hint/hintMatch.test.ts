import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src-shared/engine';
import type { ActChoice, ChoiceRange } from '../prompt/choice';
import { actsOf, hintTest } from './hintMatch';

const act = (action: Action, range: ChoiceRange | null = null): ActChoice => ({
  kind: 'act',
  id: JSON.stringify(action),
  label: '',
  hint: null,
  gangster: -1,
  action,
  range,
});

describe('the controls a hint points at', () => {
  it('marks the control that sends the hint whatever the order of the action’s keys', () => {
    const pass = act({ type: 'pass', seat: 0 });
    const test = hintTest({ seat: 0, type: 'pass' } as Action, [pass]);
    expect(test(pass.action)).toBe(true);
    expect(test({ type: 'pass', seat: 1 } as Action)).toBe(false);
  });

  it('finds the choices inside menus', () => {
    const pass = act({ type: 'pass', seat: 0 });
    const menu = { kind: 'menu', id: 'm', label: '', hint: null, gangster: -1, question: '' };
    expect(actsOf([{ ...menu, options: [{ ...menu, options: [pass] }] } as never])).toEqual([pass]);
  });

  it('marks only the control that sends the hint itself when there is one (R5.1 buy none)', () => {
    const none = act({ type: 'buy', seat: 0, count: 0 });
    const some = act(
      { type: 'buy', seat: 0, count: 1 },
      { key: 'count', min: 1, max: 3, label: '' },
    );
    const test = hintTest({ type: 'buy', seat: 0, count: 0 }, [some, none]);
    expect(test(none.action)).toBe(true);
    expect(test(some.action)).toBe(false);
  });

  it('marks the choice that asks for the number the hint names, and not "none" (R5.1)', () => {
    const none = act({ type: 'buy', seat: 0, count: 0 });
    const some = act(
      { type: 'buy', seat: 0, count: 1 },
      { key: 'count', min: 1, max: 3, label: '' },
    );
    const test = hintTest({ type: 'buy', seat: 0, count: 2 }, [some, none]);
    expect(test(some.action)).toBe(true);
    expect(test(none.action)).toBe(false);
  });

  it('marks a card played with an ante by the choice that asks for the ante (R5.3)', () => {
    const range: ChoiceRange = { key: 'ante', min: 0, max: 5, label: '' };
    const four = act({ type: 'play', seat: 0, card: 4, mode: 'influence', ante: 0 }, range);
    const five = act({ type: 'play', seat: 0, card: 5, mode: 'influence', ante: 0 }, range);
    const test = hintTest({ type: 'play', seat: 0, card: 4, mode: 'influence', ante: 3 }, [
      four,
      five,
    ]);
    expect(test(four.action)).toBe(true);
    expect(test(five.action)).toBe(false);
  });
});
