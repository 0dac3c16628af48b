/** The save format: checksum, decoding with its problem codes, migrations, settings. */
import fc from 'fast-check';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HouseRulesSchema, RULES_REVISION, createGame, hash } from '../../engine';
import {
  DEFAULT_SETTINGS,
  SAVE_FORMAT,
  SAVE_VERSION,
  applySettingsPatch,
  canonicalJson,
  checksumOf,
  crc32,
  decodeSave,
  encodeSave,
  migrate,
  readSettings,
  type Migration,
  type SaveBody,
} from '..';

function body(over: Partial<SaveBody> = {}): SaveBody {
  const options = { seed: 7, players: 3 };
  const created = createGame(options);
  if (!created.ok) throw new Error(created.error.message);
  return {
    id: 'game-1',
    name: 'Sunday night',
    kind: 'auto',
    createdAt: '2025-01-01T10:00:00.000Z',
    savedAt: '2025-01-01T10:05:00.000Z',
    checkpoint: {
      id: 'game-1',
      game: 'nothing-personal',
      rules: RULES_REVISION,
      options,
      seats: [
        { kind: 'human', name: 'You' },
        { kind: 'bot', name: 'Bot A', bot: { preset: 'random' } },
        { kind: 'bot', name: 'Bot B', bot: { preset: 'random' } },
      ],
      actions: [],
      seq: created.value.seq,
      hash: hash(created.value),
      over: false,
    },
    ...over,
  };
}

describe('checksum', () => {
  it('is the standard CRC-32 of the UTF-8 bytes', () => {
    expect(crc32('123456789').toString(16)).toBe('cbf43926');
    expect(crc32('')).toBe(0);
    // Against Node's own CRC-32 of the UTF-8 bytes: "é" is two bytes, "€" three, "𝄞" four.
    expect(crc32('é€𝄞')).toBe(zlibCrc32(Buffer.from('é€𝄞', 'utf8')));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(crc32(s)).toBe(zlibCrc32(Buffer.from(s, 'utf8')));
      }),
      { numRuns: 1000 },
    );
  });

  it('speaks of the content, not of key order', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
    expect(checksumOf({ a: 1, b: 2 })).toBe(checksumOf({ b: 2, a: 1 }));
    expect(checksumOf({ a: 1 })).not.toBe(checksumOf({ a: 2 }));
  });
});

/** A document with its checksum made to match its contents, as a newer app would write it. */
function signed(doc: Record<string, unknown>): string {
  const { checksum: _old, ...unsigned } = doc;
  return JSON.stringify({ ...unsigned, checksum: checksumOf(unsigned) });
}

describe('decoding a save', () => {
  it('reads back what it wrote', () => {
    const b = body();
    const decoded = decodeSave(encodeSave(b, '1.2.3'));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) {
      expect(decoded.value.save).toEqual(b);
      expect(decoded.value.app).toBe('1.2.3');
      expect(decoded.value.version).toBe(SAVE_VERSION);
      expect(decoded.migratedFrom).toBeNull();
    }
  });

  const codeOf = (text: string) => {
    const r = decodeSave(text);
    return r.ok ? 'ok' : r.error.code;
  };

  it('names every kind of bad file', () => {
    const good = encodeSave(body(), '1.0.0');
    const doc = JSON.parse(good);
    expect(codeOf('')).toBe('empty');
    expect(codeOf('  \n')).toBe('empty');
    expect(codeOf(good.slice(0, 100))).toBe('not-json');
    expect(codeOf('[1,2]')).toBe('not-a-save');
    expect(codeOf('{"hello":1}')).toBe('not-a-save');
    expect(codeOf(signed({ ...doc, version: 99 }))).toBe('newer-version');
    expect(codeOf(JSON.stringify({ ...doc, save: { ...doc.save, name: 'Changed' } }))).toBe(
      'bad-checksum',
    );
    // A wrong shape with a checksum that matches it: the schema is what refuses it.
    const { checksum: _drop, ...unsigned } = doc;
    const wrong = {
      ...unsigned,
      save: { ...doc.save, checkpoint: { ...doc.save.checkpoint, actions: 'x' } },
    };
    expect(codeOf(JSON.stringify({ ...wrong, checksum: checksumOf(wrong) }))).toBe('bad-schema');
  });

  it('says what to do about a newer save', () => {
    const doc = JSON.parse(encodeSave(body(), '1.0.0'));
    const r = decodeSave(signed({ ...doc, version: SAVE_VERSION + 1, app: '9.9.9' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/newer version.*9\.9\.9.*Update the app/);
  });

  it('checks the checksum before the version: a flipped version digit is damage, not a newer save', () => {
    const text = encodeSave(body(), '1.0.0');
    const at = text.indexOf(`"version":${SAVE_VERSION}`) + '"version":'.length;
    const bytes = Buffer.from(text, 'utf8');
    // "4" (0x34) with bit 0 flipped is "5": a version this app has never heard of.
    bytes[at] = bytes[at]! ^ 0b1;
    const flipped = bytes.toString('utf8');
    expect(JSON.parse(flipped).version).toBeGreaterThan(SAVE_VERSION);
    expect(codeOf(flipped)).toBe('bad-checksum');
  });

  it('catches every single bit flip', () => {
    const text = encodeSave(body(), '1.0.0');
    const bytes = Buffer.from(text, 'utf8');
    let caught = 0;
    for (let i = 0; i < bytes.length; i++) {
      for (let bit = 0; bit < 8; bit++) {
        const flipped = Buffer.from(bytes);
        flipped[i] = flipped[i]! ^ (1 << bit);
        if (!decodeSave(flipped.toString('utf8')).ok) caught++;
      }
    }
    console.log(`bit flips: ${caught} of ${bytes.length * 8} caught`);
    expect(caught).toBe(bytes.length * 8);
  });

  it('never throws, whatever the text (fuzz)', () => {
    const good = encodeSave(body(), '1.0.0');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.nat({ max: good.length }).map((n) => good.slice(0, n)),
          fc
            .record({
              format: fc.constant(SAVE_FORMAT),
              version: fc.anything(),
              checksum: fc.anything(),
              save: fc.anything(),
            })
            .map((o) => JSON.stringify(o)),
        ),
        (text) => {
          const r = decodeSave(text);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/** A save as format `version` wrote it: no rules revision in its checkpoint before format 3. */
function olderFormat(version: number): string {
  const doc = JSON.parse(encodeSave(body(), '0.9.0')) as { save: SaveBody };
  const { rules: _none, ...checkpoint } = doc.save.checkpoint;
  return signed({ ...doc, version, save: { ...doc.save, checkpoint } });
}

describe('save format 2 (issue #13)', () => {
  it('reads a format-1 save as it is, and says it came from format 1', () => {
    const r = decodeSave(olderFormat(1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migratedFrom).toBe(1);
    expect(r.value.version).toBe(SAVE_VERSION);
    expect(r.value.save).toEqual(body({ checkpoint: { ...body().checkpoint, rules: 1 } }));
  });

  it("keeps a seat's campaign record", () => {
    const seats = body().checkpoint.seats.map((s, i) =>
      i === 1 ? { ...s, record: { kept: 1.5, broken: 0.75 } } : s,
    );
    const save = body({ checkpoint: { ...body().checkpoint, seats } });
    const r = decodeSave(encodeSave(save, '1.0.0'));
    expect(r.ok && r.value.save.checkpoint.seats[1]).toMatchObject({
      record: { kept: 1.5, broken: 0.75 },
    });
  });
});

describe('save format 3 (rules revisions)', () => {
  it('gives a format-2 save the first revision of the rules, the one it was played under', () => {
    const r = decodeSave(olderFormat(2));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migratedFrom).toBe(2);
    expect(r.value.save.checkpoint.rules).toBe(1);
    expect(r.value.save).toEqual(body({ checkpoint: { ...body().checkpoint, rules: 1 } }));
  });

  it('refuses a format-3 save without its revision, and keeps the revision it was written with', () => {
    const without = decodeSave(olderFormat(3));
    expect(without.ok || without.error.code).toBe('bad-schema');
    const r = decodeSave(encodeSave(body(), '1.0.0'));
    expect(r.ok && r.value.save.checkpoint.rules).toBe(RULES_REVISION);
  });
});

describe('save format 4 (the seats given a hint)', () => {
  it('reads a format-3 save as it is: nobody was given a hint', () => {
    const doc = JSON.parse(encodeSave(body(), '0.9.0')) as Record<string, unknown>;
    const r = decodeSave(signed({ ...doc, version: 3 }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migratedFrom).toBe(3);
    expect(r.value.save).toEqual(body());
    expect(r.value.save.checkpoint.hinted).toBeUndefined();
  });

  it('keeps the seats given a hint', () => {
    const save = body({ checkpoint: { ...body().checkpoint, hinted: [0, 2] } });
    const r = decodeSave(encodeSave(save, '1.0.0'));
    expect(r.ok && r.value.save.checkpoint.hinted).toEqual([0, 2]);
  });
});

describe('migrations', () => {
  const steps: Migration[] = [
    { from: 1, why: 'names became titles', up: ({ name, ...rest }) => ({ ...rest, title: name }) },
    { from: 2, why: 'a colour', up: (d) => ({ ...d, colour: 'red' }) },
  ];

  it('run in order, each once', () => {
    const r = migrate({ version: 1, name: 'x' }, 3, steps);
    expect(r).toEqual({ ok: true, value: { version: 3, title: 'x', colour: 'red' }, from: 1 });
  });

  it('are idempotent: migrating a migrated document changes nothing', () => {
    const once = migrate({ version: 1, name: 'x' }, 3, steps);
    if (!once.ok) throw new Error('first migration failed');
    const twice = migrate(once.value, 3, steps);
    expect(twice.ok && twice.value).toEqual(once.value);
    expect(twice.ok && twice.from).toBe(3);
  });

  it('refuse a newer document, a gap in the chain and a step that throws', () => {
    expect(migrate({ version: 5 }, 3, steps)).toEqual({
      ok: false,
      error: { code: 'newer-version', version: 5 },
    });
    const gap = migrate({ version: 1 }, 3, [steps[1]!]);
    expect(!gap.ok && gap.error.code).toBe('migration-failed');
    const input = { version: 1, name: 'x' };
    const broken = migrate(input, 2, [
      {
        from: 1,
        why: 'breaks',
        up: (d) => {
          d.name = 'changed';
          throw new Error('no');
        },
      },
    ]);
    expect(!broken.ok && broken.error.code).toBe('migration-failed');
    expect(input).toEqual({ version: 1, name: 'x' });
    expect(migrate({ version: 'one' }, 2, steps).ok).toBe(false);
  });

  it('leave a current save alone', () => {
    const r = decodeSave(encodeSave(body(), '1.0.0'), steps);
    expect(r.ok && r.migratedFrom).toBeNull();
  });
});

describe('settings', () => {
  it('defaults agree with the engine house rules', () => {
    expect(HouseRulesSchema.parse(DEFAULT_SETTINGS.house)).toEqual(DEFAULT_SETTINGS.house);
    expect(HouseRulesSchema.parse({})).toEqual(DEFAULT_SETTINGS.house);
  });

  it('read field by field: one bad value costs only itself', () => {
    const r = readSettings({ ...DEFAULT_SETTINGS, uiScale: 40, palette: 'colour-blind', extra: 1 });
    expect(r.settings.uiScale).toBe(1);
    expect(r.settings.palette).toBe('colour-blind');
    expect(r.reset).toEqual(['uiScale']);
    expect(readSettings(null).settings).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('garbage').reset).toEqual([]);
    // A bot preset nobody knows (edited by hand) is a bad value too: new bots are Easy again.
    const hard = readSettings({ ...DEFAULT_SETTINGS, botPreset: 'hard' });
    expect([hard.settings.botPreset, hard.reset]).toEqual(['hard', []]);
    const typo = readSettings({ ...DEFAULT_SETTINGS, botPreset: 'Hardest' });
    expect([typo.settings.botPreset, typo.reset]).toEqual(['easy', ['botPreset']]);
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(Object.keys(readSettings(raw).settings).sort()).toEqual(
          Object.keys(DEFAULT_SETTINGS).sort(),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('change only whole and valid', () => {
    expect(applySettingsPatch(DEFAULT_SETTINGS, { volume: 0.2 })).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, volume: 0.2 },
    });
    for (const bad of [{ volume: 3 }, { nope: 1 }, { humans: 5, players: 3 }, null, 'x']) {
      const r = applySettingsPatch(DEFAULT_SETTINGS, bad);
      expect(r.ok).toBe(false);
    }
  });
});
