/**
 * The preload bridge (DESIGN.md §5.6): the few functions the desktop renderer may call,
 * named by intent. The session itself does not go through it: main hands the renderer a
 * MessagePort, posted to the page as a window message named SESSION_PORT_MESSAGE.
 */
export const SESSION_PORT_MESSAGE = 'np:session-port';

export interface DesktopBridge {
  /** Asks main for a fresh connection to the session host; the port arrives as a window message. */
  connectSession(): void;
  /** The app's version, for the title screen and bug reports. */
  appVersion(): string;
}

export const BRIDGE_KEY = 'nothingPersonal';
