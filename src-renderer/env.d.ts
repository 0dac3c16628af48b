/// <reference types="vite/client" />
import type { DesktopBridge } from '../src-shared/protocol/bridge';

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

declare global {
  interface Window {
    /** Present only in the desktop app, exposed by the preload (BRIDGE_KEY). */
    nothingPersonal?: DesktopBridge;
  }
}
