import { nextTick, onBeforeUnmount, onMounted, type Ref } from 'vue';

/**
 * A modal dialog's keyboard: on opening it takes the focus (its heading, or the dialog
 * itself), and on closing gives it back to where it was (the button that opened it), unless
 * that is gone or behind another dialog. The table behind is inert meanwhile (TableView).
 */
export function useDialogFocus(target: Ref<HTMLElement | null>): void {
  let opener: HTMLElement | null = null;
  onMounted(() => {
    if (document.activeElement instanceof HTMLElement) opener = document.activeElement;
    void nextTick(() => target.value?.focus());
  });
  onBeforeUnmount(() => {
    const back = opener;
    void nextTick(() => {
      if (back?.isConnected && !back.closest('[inert]')) back.focus();
    });
  });
}
