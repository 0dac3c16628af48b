/**
 * The screen the table is laid out for (issue #12): a phone's (at most 640 pixels wide, or a
 * landscape phone at most 480 high) gets one panel at a time under its prompt; anything larger
 * gets the table, the side panel and the hand at once.
 */
import { onBeforeUnmount, ref, type Ref } from 'vue';

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
