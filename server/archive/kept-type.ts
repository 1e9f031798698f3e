import { isResultType, resultTypeOf } from "../sandbox/result-types.ts";

/**
 * The type a copy is kept and served as: the host's, when it is a result's type (a video, an
 * image, a model, a zip…); else the one its name stands for; else plain bytes. The archive serves
 * from the page's own origin, so never a type a browser would open as a document or run (html,
 * svg, javascript), whatever the host declared.
 */
export function keptType(declared: string | null, name: string): string {
  const type = (declared ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (type && type !== "application/octet-stream" && isResultType(type)) return type;
  return resultTypeOf(name) ?? "application/octet-stream";
}
