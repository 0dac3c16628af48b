import { describe, expect, it } from 'vitest';
import { keyIntent, type KeyInput } from './keyboard';

const key = (k: string, more: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  targetTag: 'BODY',
  ...more,
});

describe('the table shortcuts', () => {
  it('maps P, Enter, Esc and 1–9', () => {
    expect(keyIntent(key('p'))).toEqual({ k: 'pass' });
    expect(keyIntent(key('P'))).toEqual({ k: 'pass' });
    expect(keyIntent(key('Enter'))).toEqual({ k: 'confirm' });
    expect(keyIntent(key('Escape'))).toEqual({ k: 'cancel' });
    expect(keyIntent(key('7'))).toEqual({ k: 'choose', n: 7 });
    expect(keyIntent(key('0'))).toBeNull();
  });

  it('leaves typing, modified keys and a focused button’s Enter alone', () => {
    expect(keyIntent(key('p', { targetTag: 'INPUT' }))).toBeNull();
    expect(keyIntent(key('1', { targetTag: 'SELECT' }))).toBeNull();
    expect(keyIntent(key('p', { ctrlKey: true }))).toBeNull();
    expect(keyIntent(key('Enter', { targetTag: 'BUTTON' }))).toBeNull();
    // Esc still steps back out of a half-made choice from inside a field.
    expect(keyIntent(key('Escape', { targetTag: 'INPUT' }))).toEqual({ k: 'cancel' });
  });
});
