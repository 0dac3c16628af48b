import { Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { dieYaw } from './animation/frame';
import { dieGeometry, faceUpTurns, valueNormal } from './dice';

describe('the dice (R1.5)', () => {
  const turns = faceUpTurns(dieGeometry());

  it('has opposite faces adding up to seven', () => {
    for (let v = 1; v <= 6; v++) expect(valueNormal(v).dot(valueNormal(7 - v))).toBeCloseTo(-1);
  });

  it('turns each value to the top', () => {
    for (let v = 1; v <= 6; v++) {
      const up = valueNormal(v).applyQuaternion(turns[v]!);
      expect(up.y).toBeCloseTo(1);
    }
  });

  it('lands on the face whatever the small turn it rests at', () => {
    for (let v = 1; v <= 6; v++) {
      const q = new Quaternion()
        .setFromAxisAngle(new Vector3(0, 1, 0), dieYaw(v))
        .multiply(turns[v]!);
      let best = 0;
      let bestY = -2;
      for (let w = 1; w <= 6; w++) {
        const y = valueNormal(w).applyQuaternion(q).y;
        if (y > bestY) [best, bestY] = [w, y];
      }
      expect(best).toBe(v);
    }
  });
});
