/**
 * The screen the table is laid out for (issue #12): a phone's (at most 640 pixels wide, or a
 * landscape phone at most 480 high) gets one panel at a time under its prompt; anything larger
 * gets the table, the side panel and the hand at once.
 */
import { computed, onBeforeUnmount, ref, type ComputedRef, type Ref } from 'vue';

export const PHONE_QUERY = '(max-width: 640px), (max-height: 480px) and (max-width: 960px)';

/** True while the window fits `PHONE_QUERY`, following rotations and resizes. */
export function usePhoneLayout(): Ref<boolean> {
  const media = typeof window !== 'undefined' ? window.matchMedia?.(PHONE_QUERY) : undefined;
  const phone = ref(media?.matches ?? false);
  if (!media) return phone;
  const follow = (e: MediaQueryListEvent) => (phone.value = e.matches);
  media.addEventListener('change', follow);
  onBeforeUnmount(() => media.removeEventListener('change', follow));
  return phone;
}

/**
 * How much height the menu screens have, in the interface's own pixels (the window's height
 * over the interface size, which zooms them): `tall`, `short` (a laptop's 768 to 900 pixels at
 * 100%) or `tiny` (a laptop at 150%). A media query cannot say it: it ignores the zoom.
 */
export type Room = 'tall' | 'short' | 'tiny';

export function roomFor(windowHeight: number, uiScale: number): Room {
  const h = windowHeight / (uiScale > 0 ? uiScale : 1);
  return h <= 640 ? 'tiny' : h <= 900 ? 'short' : 'tall';
}

/**
 * A table too short for the hand's cards to stack their buttons (a laptop's 1366 by 768, less
 * the title bar and the task bar, at 100%): the hand lays them out two by two, so the board
 * keeps its height. In the interface's own pixels, as `roomFor`.
 */
export function crampedTable(windowHeight: number, uiScale: number): boolean {
  return windowHeight / (uiScale > 0 ? uiScale : 1) <= 760;
}

/**
 * A header too narrow for the families' full chips in two rows: five under 1200 of the
 * interface's pixels across (at 1024 they took three, a third of the question's height), four
 * under 1100 (at 1024 the Ring and Vendetta badges pushed the fourth chip to a third row).
 * They take the phone's compact form. Three fit as they are. In the interface's own pixels, as
 * `roomFor`.
 */
export function crowdedHeader(families: number, windowWidth: number, uiScale: number): boolean {
  const width = windowWidth / (uiScale > 0 ? uiScale : 1);
  return (families >= 5 && width < 1200) || (families === 4 && width < 1100);
}

/**
 * The interface size a window can take: at most what leaves the interface 320 of its own
 * pixels across its shorter side (the narrowest phone layouts are made for), never below 100%
 * from this alone. A 390-pixel phone at 150% would leave 260: the header's families lost their
 * names and the prompt, zoomed with its share of the height, most of the board. Smaller sizes
 * are always honoured.
 */
export const MIN_INTERFACE_PIXELS = 320;

export function fittedScale(uiScale: number, size: WindowSize): number {
  const scale = uiScale > 0 ? uiScale : 1;
  const most = Math.max(1, Math.min(size.width, size.height) / MIN_INTERFACE_PIXELS);
  return Math.min(scale, most);
}

export interface WindowSize {
  width: number;
  height: number;
}

/** The window's size, following resizes and rotations. */
export function useWindowSize(): Ref<WindowSize> {
  const read = (): WindowSize =>
    typeof window !== 'undefined'
      ? { width: window.innerWidth, height: window.innerHeight }
      : { width: 1280, height: 900 };
  const size = ref(read());
  if (typeof window === 'undefined') return size;
  const follow = () => (size.value = read());
  window.addEventListener('resize', follow);
  onBeforeUnmount(() => window.removeEventListener('resize', follow));
  return size;
}

/**
 * The window's size and the interface size it shows (`fittedScale` of the one chosen in the
 * settings), both following resizes, rotations and the setting.
 */
export function useShownScale(chosen: () => number): {
  size: Ref<WindowSize>;
  scale: ComputedRef<number>;
} {
  const size = useWindowSize();
  return { size, scale: computed(() => fittedScale(chosen(), size.value)) };
}
