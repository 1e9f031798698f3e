import type { z } from "zod/mini";
import { problemResponse } from "./answers.ts";
import { readCapped } from "./read-body.ts";

/**
 * A JSON body read whole (at most `limit` bytes, counted as it comes) and read with `schema`:
 * the value, or the answer that refuses it (413 too large, 400 not JSON or not its shape, with
 * `what` naming what it should have been).
 */
export async function readJsonBody<T>(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  schema: z.ZodMiniType<T>,
  what: { tooLarge: string; shape: string },
): Promise<{ value: T } | { refused: Response }> {
  const bytes = await readCapped(body, limit);
  if (!bytes)
    return {
      refused: problemResponse(413, { type: "request_error", code: "request_too_large", message: what.tooLarge }),
    };
  const invalid = (message: string) => ({
    refused: problemResponse(400, { type: "request_error", code: "invalid_request", message }),
  });
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return invalid("The body is not JSON.");
  }
  const read = schema.safeParse(json);
  return read.success ? { value: read.data } : invalid(`${what.shape}: ${read.error.issues[0]?.message ?? "?"}.`);
}
