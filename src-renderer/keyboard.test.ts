import { describe, expect, it } from 'vitest';
import { choiceKey, eventIntent, keyIntent, screenEscape, type KeyInput } from './keyboard';

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
    expect(keyIntent(key('F1'))).toBeNull();
  });

  it('gives every option past the ninth a key: 0, then letters but H, P, S and T (issue #16 bug 9)', () => {
    expect(keyIntent(key('0'))).toEqual({ k: 'choose', n: 10 });
    expect(choiceKey(9)).toBe('0');
    expect(choiceKey(10)).toBe('A');
    expect(keyIntent(key('a'))).toEqual({ k: 'choose', n: 11 });
    expect(keyIntent(key('A'))).toEqual({ k: 'choose', n: 11 });
    // Every key shown is one that chooses that option, for as many options as a hand can give.
    for (let i = 0; i < 32; i++) {
      const k = choiceKey(i);
      expect(k, `option ${i + 1}`).not.toBeNull();
      expect(keyIntent(key(k!.toLowerCase()))).toEqual({ k: 'choose', n: i + 1 });
    }
    expect(keyIntent(key('p'))).toEqual({ k: 'pass' });
    expect(keyIntent(key('s'))).toEqual({ k: 'standings' });
    expect(keyIntent(key('h'))).toEqual({ k: 'hint' });
    expect(keyIntent(key('H'))).toEqual({ k: 'hint' });
    expect(keyIntent(key('t'))).toBeNull();
  });

  it('leaves typing, modified keys and a focused button’s Enter alone', () => {
    expect(keyIntent(key('p', { targetTag: 'INPUT' }))).toBeNull();
    expect(keyIntent(key('1', { targetTag: 'SELECT' }))).toBeNull();
    expect(keyIntent(key('p', { ctrlKey: true }))).toBeNull();
    expect(keyIntent(key('Enter', { targetTag: 'BUTTON' }))).toBeNull();
    // Esc still steps back out of a half-made choice from inside a field.
    expect(keyIntent(key('Escape', { targetTag: 'INPUT' }))).toEqual({ k: 'cancel' });
  });

  it('keeps the table’s keys on a clicked checkbox or radio button, whose only key is Space', () => {
    const box = { targetTag: 'INPUT', targetType: 'checkbox' };
    expect(keyIntent(key('p', box))).toEqual({ k: 'pass' });
    expect(keyIntent(key('1', { targetTag: 'INPUT', targetType: 'radio' }))).toEqual({
      k: 'choose',
      n: 1,
    });
    expect(keyIntent(key('z', { ...box, ctrlKey: true }))).toEqual({ k: 'undo' });
    // Enter on it is not "confirm", as on a button; a text or number field keeps its keys.
    expect(keyIntent(key('Enter', box))).toBeNull();
    expect(keyIntent(key('1', { targetTag: 'INPUT', targetType: 'number' }))).toBeNull();
    expect(keyIntent(key('1', { targetTag: 'INPUT', targetType: 'range' }))).toBeNull();
  });

  it('takes Ctrl+Z or ⌘Z as the Undo button, but not from a field nor with Shift or Alt', () => {
    expect(keyIntent(key('z', { ctrlKey: true }))).toEqual({ k: 'undo' });
    expect(keyIntent(key('z', { metaKey: true }))).toEqual({ k: 'undo' });
    expect(keyIntent(key('Z', { ctrlKey: true }))).toEqual({ k: 'undo' });
    expect(keyIntent(key('z'))).toEqual({ k: 'choose', n: 32 });
    expect(keyIntent(key('z', { ctrlKey: true, targetTag: 'INPUT' }))).toBeNull();
    expect(keyIntent(key('z', { ctrlKey: true, targetTag: 'TEXTAREA' }))).toBeNull();
    expect(keyIntent(key('Z', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(keyIntent(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(keyIntent(key('y', { ctrlKey: true }))).toBeNull();
  });

  it('reads a key event by the element it was typed into', () => {
    const event = { key: 's', ctrlKey: false, metaKey: false, altKey: false };
    expect(eventIntent({ ...event, target: { tagName: 'CANVAS' } })).toEqual({ k: 'standings' });
    expect(eventIntent({ ...event, target: { tagName: 'INPUT' } })).toBeNull();
    const checkbox = { tagName: 'INPUT', type: 'checkbox' };
    expect(eventIntent({ ...event, target: checkbox })).toEqual({ k: 'standings' });
    expect(eventIntent({ ...event, target: null })).toEqual({ k: 'standings' });
    expect(eventIntent({ ...event, key: 'Escape', target: { tagName: 'INPUT' } })).toEqual({
      k: 'cancel',
    });
  });
});

describe('Esc on the menu screens', () => {
  const esc = (
    tagName: string,
    more: Partial<KeyInput & { defaultPrevented: boolean }> = {},
    type?: string,
  ) => ({
    key: 'Escape',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    target: { tagName, type },
    ...more,
  });

  it('goes back, as the Back button', () => {
    expect(screenEscape(esc('BODY'), false)).toBe('back');
    expect(screenEscape(esc('BUTTON'), false)).toBe('back');
  });

  it('leaves a text field first, so typing is never thrown away by one key', () => {
    expect(screenEscape(esc('INPUT', {}, 'text'), false)).toBe('leave-field');
    expect(screenEscape(esc('INPUT', {}, 'search'), false)).toBe('leave-field');
    expect(screenEscape(esc('INPUT'), false)).toBe('leave-field');
    expect(screenEscape(esc('TEXTAREA'), false)).toBe('leave-field');
  });

  it('goes back from a checkbox, a slider or a list: nothing is typed there', () => {
    expect(screenEscape(esc('INPUT', {}, 'checkbox'), false)).toBe('back');
    expect(screenEscape(esc('INPUT', {}, 'range'), false)).toBe('back');
    expect(screenEscape(esc('SELECT'), false)).toBe('back');
  });

  it('leaves the key to an open dialog, a handler that took it, and other keys', () => {
    expect(screenEscape(esc('BODY'), true)).toBeNull();
    expect(screenEscape(esc('BODY', { defaultPrevented: true }), false)).toBeNull();
    expect(screenEscape(esc('BODY', { ctrlKey: true }), false)).toBeNull();
    expect(screenEscape(esc('BODY', { key: 'Enter' }), false)).toBeNull();
  });
});
