import { describe, expect, it } from 'vitest';
import { linkAddress } from './joinLink';

describe('a join link in words (issue #12)', () => {
  it('keeps the address a person types and leaves the code out', () => {
    expect(linkAddress('http://192.168.1.20:5317/#code=ABC234')).toBe('192.168.1.20:5317');
    expect(linkAddress('http://kitchen.local:5400/')).toBe('kitchen.local:5400/');
  });
});
