import { PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import { CameraRig } from './cameraRig';

/** Just enough of a canvas for OrbitControls, with its key listener at hand. */
function fakeCanvas() {
  const listeners = new Map<string, (e: unknown) => void>();
  const dom = {
    style: {},
    clientWidth: 800,
    clientHeight: 600,
    addEventListener: (type: string, l: (e: unknown) => void) => listeners.set(type, l),
    removeEventListener: () => undefined,
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 800, height: 600 }),
    ownerDocument: { addEventListener: () => undefined, removeEventListener: () => undefined },
  };
  const press = (key: string) =>
    listeners.get('keydown')!({
      key,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      preventDefault() {},
    });
  return { dom: dom as unknown as HTMLElement, press };
}

describe('the camera keys (issue #16 bug 5)', () => {
  it('zooms in with + and =, and out with - and _', () => {
    const camera = new PerspectiveCamera(40, 800 / 600, 0.1, 100);
    camera.position.set(0, 10, 10);
    const { dom, press } = fakeCanvas();
    const rig = new CameraRig(
      camera,
      dom,
      () => undefined,
      () => ({ minX: -10, maxX: 10, minZ: -10, maxZ: 10 }),
    );
    const distance = () => camera.position.distanceTo(rig.controls.target);
    for (const [key, closer] of [
      ['+', true],
      ['=', true],
      ['-', false],
      ['_', false],
    ] as const) {
      const before = distance();
      press(key);
      if (closer) expect(distance(), key).toBeLessThan(before);
      else expect(distance(), key).toBeGreaterThan(before);
    }
  });
});
