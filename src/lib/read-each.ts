import type { z } from "zod/mini";

/**
 * The items of a JSON array (a batch of the workspace's stream) that read with `schema`: one
 * this version cannot read is left out, the others are taken; anything else is none.
 */
export function readEach<T>(data: string, schema: z.ZodMiniType<T>): T[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  return Array.isArray(parsed)
    ? parsed.flatMap((item) => {
        const read = schema.safeParse(item);
        return read.success ? [read.data] : [];
      })
    : [];
}
