import { describe, expect, it } from 'vitest';
import { GANGSTER_TYPES } from '../src-shared/engine';
import { paletteFor } from './palette';

/** Every renderer source file, as text (Vite's glob import: no Node types in the renderer). */
const SOURCES = import.meta.glob<string>(['./**/*.ts', './**/*.vue', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const SEATS = [0, 1, 2, 3, 4];

describe('one palette for the scene and the page', () => {
  it('gives the same palette object for a setting, so a change can be told apart', () => {
    expect(paletteFor(true)).toBe(paletteFor(true));
    expect(paletteFor(false)).not.toBe(paletteFor(true));
    expect(paletteFor(true).colourBlind).toBe(true);
  });

  it('is Okabe–Ito when colour-blind, for every family and type', () => {
    const cb = paletteFor(true);
    expect(SEATS.map((s) => cb.family(s))).toEqual([
      '#d55e00',
      '#0072b2',
      '#009e73',
      '#f0e442',
      '#cc79a7',
    ]);
    for (const s of SEATS) expect(cb.family(s)).not.toBe(paletteFor(false).family(s));
    expect(new Set(GANGSTER_TYPES.map((t) => cb.type(t))).size).toBe(GANGSTER_TYPES.length);
  });

  it('keeps families, types and the neutral pool apart in each palette', () => {
    for (const p of [paletteFor(false), paletteFor(true)]) {
      expect(new Set(SEATS.map((s) => p.family(s))).size).toBe(SEATS.length);
      expect(new Set(GANGSTER_TYPES.map((t) => p.type(t))).size).toBe(GANGSTER_TYPES.length);
      expect(p.family(5)).toBe(p.neutral);
      expect(SEATS.map((s) => p.family(s))).not.toContain(p.neutral);
    }
  });

  it('is defined in palette.ts only: no other module spells a family or type colour', () => {
    const colours = new Set<string>();
    for (const p of [paletteFor(false), paletteFor(true)]) {
      for (const s of SEATS) colours.add(p.family(s));
      for (const t of GANGSTER_TYPES) colours.add(p.type(t));
      colours.add(p.position);
    }
    const files = Object.keys(SOURCES).filter((f) => f !== './palette.ts');
    expect(files.length).toBeGreaterThan(50);
    const copies = files.flatMap((f) =>
      [...colours].filter((c) => SOURCES[f]!.toLowerCase().includes(c)).map((c) => `${f}: ${c}`),
    );
    expect(copies).toEqual([]);
  });
});
