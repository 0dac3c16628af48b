/** Whether WebGL runs on the CPU: asked of a throwaway context, before the real one is made. */
export function isSoftwareGL(): boolean {
  const probe = document.createElement('canvas');
  const gl = probe.getContext('webgl2') ?? probe.getContext('webgl');
  if (!gl) return false;
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return /llvmpipe|softpipe|swiftshader|software/i.test(name);
}
