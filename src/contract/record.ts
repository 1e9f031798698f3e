import { z } from "zod";
import { isPlainObject, lenientSeconds, lenientStringList, lenientText, parsePercent } from "./lenient.ts";

/** The result payload as the service documents it (seed 2.3). */
export const resultPayloadWireSchema = z.object({
  image_urls: z.array(z.string()).optional(),
  video_urls: z.array(z.string()).optional(),
  audio_urls: z.array(z.string()).optional(),
  file_urls: z.array(z.string()).optional(),
  text: z.string().optional(),
  progress: z.int().min(0).max(100).optional(),
});

/** The task record exactly as the seed (2.2) and the service notes describe it. */
export const taskRecordWireSchema = z.object({
  request_id: z.string().min(1),
  task_id: z.string(),
  action: z.string(),
  status: z.string(),
  fail_reason: z.string(),
  submit_time: z.int().nonnegative(),
  start_time: z.int().nonnegative(),
  finish_time: z.int().nonnegative(),
  progress: z.string().regex(/^\d{1,3}%$/),
  data: resultPayloadWireSchema,
});

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

export const resultPayloadSchema = z.unknown().transform((value): ResultPayload => {
  const raw = isPlainObject(value) ? value : {};
  return {
    ...raw,
    image_urls: lenientStringList.parse(raw.image_urls),
    video_urls: lenientStringList.parse(raw.video_urls),
    audio_urls: lenientStringList.parse(raw.audio_urls),
    file_urls: lenientStringList.parse(raw.file_urls),
    text: lenientText.parse(raw.text),
    progress: parsePercent(raw.progress),
  };
});

/**
 * Tolerant reading of a task record: unknown statuses and actions pass through as written,
 * `progress` may be `"45%"` or a number, missing fields take their "unset" value, and the
 * record as received stays in `raw` for display. Only a non-object fails.
 */
export const taskRecordSchema = z.record(z.string(), z.unknown()).transform((raw) => {
  const data = resultPayloadSchema.parse(raw.data);
  return {
    request_id: lenientText.parse(raw.request_id),
    task_id: lenientText.parse(raw.task_id),
    action: lenientText.parse(raw.action),
    status: lenientText.parse(raw.status).trim().toUpperCase(),
    fail_reason: lenientText.parse(raw.fail_reason),
    submit_time: lenientSeconds.parse(raw.submit_time),
    start_time: lenientSeconds.parse(raw.start_time),
    finish_time: lenientSeconds.parse(raw.finish_time),
    /** Percent 0–100 from the outer string, or from `data.progress` when the string is absent. */
    percent: parsePercent(raw.progress) ?? data.progress,
    data,
    raw,
  };
});

export type TaskRecord = z.output<typeof taskRecordSchema>;

/** The envelope `{code, message, data}` around every answer (seed 2.1). */
export const envelopeSchema = z.looseObject({
  code: lenientText,
  message: lenientText,
  data: z.unknown().optional(),
});

export type Envelope = z.output<typeof envelopeSchema>;

export const SUCCESS_CODE = "success";
