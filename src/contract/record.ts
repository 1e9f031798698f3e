import { z } from "zod/mini";
import { isPlainObject, parsePercent, readSeconds, readStringList, readText } from "./lenient.ts";

// The exact shapes are for the sandbox's tests; the page reads records leniently (below). Each is
// marked pure (a call) so that the page's build drops it: it would keep the `.check()` calls,
// which it cannot tell are free of side effects.

/** The result payload as the service documents it (seed 2.3). */
export const resultPayloadWireSchema = /* @__PURE__ */ (() =>
  z.object({
    image_urls: z.optional(z.array(z.string())),
    video_urls: z.optional(z.array(z.string())),
    audio_urls: z.optional(z.array(z.string())),
    file_urls: z.optional(z.array(z.string())),
    text: z.optional(z.string()),
    progress: z.optional(z.int().check(z.gte(0), z.lte(100))),
  }))();

/** The task record exactly as the seed (2.2) and the service notes describe it. */
export const taskRecordWireSchema = /* @__PURE__ */ (() =>
  z.object({
    request_id: z.string().check(z.minLength(1)),
    task_id: z.string(),
    action: z.string(),
    status: z.string(),
    fail_reason: z.string(),
    submit_time: z.int().check(z.gte(0)),
    start_time: z.int().check(z.gte(0)),
    finish_time: z.int().check(z.gte(0)),
    progress: z.string().check(z.regex(/^\d{1,3}%$/)),
    data: resultPayloadWireSchema,
  }))();

export type TaskRecordWire = z.infer<typeof taskRecordWireSchema>;
export type ResultPayloadWire = z.infer<typeof resultPayloadWireSchema>;

/** What the app reads: every documented key normalised, unknown keys kept. */
export type ResultPayload = {
  [key: string]: unknown;
  image_urls: string[];
  video_urls: string[];
  audio_urls: string[];
  file_urls: string[];
  text: string;
  progress: number | null;
};

export function readResultPayload(value: unknown): ResultPayload {
  const raw = isPlainObject(value) ? value : {};
  return {
    ...raw,
    image_urls: readStringList(raw.image_urls),
    video_urls: readStringList(raw.video_urls),
    audio_urls: readStringList(raw.audio_urls),
    file_urls: readStringList(raw.file_urls),
    text: readText(raw.text),
    progress: parsePercent(raw.progress),
  };
}

/**
 * Tolerant reading of a task record: unknown statuses and actions pass through as written,
 * `progress` may be `"45%"` or a number, missing fields take their "unset" value, and the
 * record as received stays in `raw` for display. Only a non-object fails.
 */
export const taskRecordSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((raw) => {
    const data = readResultPayload(raw.data);
    return {
      request_id: readText(raw.request_id),
      task_id: readText(raw.task_id),
      action: readText(raw.action),
      status: readText(raw.status).trim().toUpperCase(),
      fail_reason: readText(raw.fail_reason),
      submit_time: readSeconds(raw.submit_time),
      start_time: readSeconds(raw.start_time),
      finish_time: readSeconds(raw.finish_time),
      /** Percent 0–100 from the outer string, or from `data.progress` when the string is absent. */
      percent: parsePercent(raw.progress) ?? data.progress,
      data,
      raw,
    };
  }),
);

export type TaskRecord = z.output<typeof taskRecordSchema>;

const text = z.pipe(z.optional(z.unknown()), z.transform(readText));

/** The envelope `{code, message, data}` around every answer (seed 2.1). */
export const envelopeSchema = z.looseObject({
  code: text,
  message: text,
  data: z.optional(z.unknown()),
});

export type Envelope = z.output<typeof envelopeSchema>;

export const SUCCESS_CODE = "success";
