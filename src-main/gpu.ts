/**
 * Software WebGL for a computer whose GPU Chromium will not use (blocklisted driver, remote
 * desktop, a virtual machine). Chromium stopped falling back to SwiftShader by itself (opt-in
 * since 139): without the switch such a machine gets no WebGL and the flat board
 * (FlatBoard.vue) instead of the 3D table. SwiftShader's "unsafe" is about untrusted pages
 * feeding it shaders; this app's renderer runs only its own bundled code (docs/security.md).
 * A working GPU is still used first: the switch only allows the fallback.
 */
export const SOFTWARE_WEBGL_SWITCH = 'enable-unsafe-swiftshader';

export interface CommandLine {
  appendSwitch(name: string): void;
}

export function allowSoftwareWebGL(commandLine: CommandLine): void {
  commandLine.appendSwitch(SOFTWARE_WEBGL_SWITCH);
}
