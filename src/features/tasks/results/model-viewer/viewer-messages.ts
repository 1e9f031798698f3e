// Messages the viewer shows that the browser journeys check word for word (kept free of imports).

/** three.js's Basis transcoder (Emscripten embind) evaluates strings as code; the page's CSP allows wasm only. */
export const KTX2_REFUSED =
  "Its KTX2 (Basis Universal) textures cannot be shown here: their decoder needs JavaScript eval, which this page's security policy does not allow. Download the file to view it.";
