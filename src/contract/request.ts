import { z } from "zod/mini";
import {
  FAMILY_RULES,
  MODEL_ID_PATTERN,
  VIDEO_KIND_NAMES,
  VIDEO_KIND_REQUIRES,
  codePointLength,
  familyOf,
  videoKindOf,
  type Family,
} from "./families.ts";
import { imageSchema, required, subjectReferenceSchema, videoImage } from "./image-schema.ts";
import { checkParams } from "./param-rules.ts";
import { isHttpUrl } from "./urls.ts";
import { parseThreeDPrompt } from "./three-d-flag-reader.ts";
import { flagProblemInEnglish } from "./three-d-flag-english.ts";
import { threeDOfferOf } from "./models.ts";

export const modelIdSchema = z
  .string(required("model", "a string"))
  .check(z.regex(MODEL_ID_PATTERN, "model must look like <vendor>/<model_name>, e.g. minimax/t2v-01-director"));

const callbackUrlSchema = z
  .string(required("callback_url", "a string"))
  .check(z.refine(isHttpUrl, "callback_url must be an http(s) URL"));

/** A prompt over its family's limit; the issue carries the numbers, for words made elsewhere. */
export type PromptTooLong = { kind: "prompt-length"; length: number; max: number };

function promptSchema(family: Family) {
  const max = FAMILY_RULES[family].promptMax;
  const base = z.string(required("prompt", "a string"));
  if (max === null) return base;
  return base.check(
    z.superRefine((text, ctx) => {
      const length = codePointLength(text);
      const problem: PromptTooLong = { kind: "prompt-length", length, max };
      if (length > max)
        ctx.addIssue({ code: "custom", message: `prompt is longer than ${max} characters`, params: { problem } });
    }),
  );
}

/** MiniMax video: text-to-video, image-to-video (`first_frame_image`) and subject-reference. */
export const videoBodySchema = z
  .looseObject({
    model: modelIdSchema,
    prompt: z.optional(promptSchema("video")),
    prompt_optimizer: z.optional(z.boolean(required("prompt_optimizer", "true or false"))),
    first_frame_image: z.optional(videoImage("first_frame_image")),
    subject_reference: z.optional(subjectReferenceSchema),
    callback_url: z.optional(callbackUrlSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      const missing = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message, params: { missing: true } });
      const kind = videoKindOf(body.model);
      const needed = kind && VIDEO_KIND_REQUIRES[kind];
      const given = needed === "prompt" ? Boolean(body.prompt?.trim()) : needed && body[needed] !== undefined;
      if (kind && needed && !given) missing(needed, `${needed} is required for ${VIDEO_KIND_NAMES[kind]}`);
      if (kind === null && !body.prompt?.trim() && !body.first_frame_image && !body.subject_reference)
        missing("prompt", "a video request needs a prompt, a first_frame_image or a subject_reference");
      checkParams(body, ctx);
    }),
  );

/** Seed3D image-to-3D: a source `image` and a prompt holding only the two flags, with values the model offers. */
export const threeDBodySchema = z
  .looseObject({
    model: modelIdSchema,
    image: imageSchema("3d", "image"),
    prompt: z.optional(promptSchema("3d")),
    callback_url: z.optional(callbackUrlSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      // The problem's code goes with the issue (`flag`), so a form words it in its own language.
      for (const flag of parseThreeDPrompt(body.prompt ?? "", threeDOfferOf(body.model)).problems)
        ctx.addIssue({ code: "custom", path: ["prompt"], message: flagProblemInEnglish(flag), params: { flag } });
    }),
  );

export type VideoBody = z.infer<typeof videoBodySchema>;
export type ThreeDBody = z.infer<typeof threeDBodySchema>;
export type GenerationBody = VideoBody | ThreeDBody;

export const BODY_SCHEMAS = { video: videoBodySchema, "3d": threeDBodySchema } as const;

export type BodyProblem = {
  param: string;
  message: string;
  code: "missing_required_parameter" | "invalid_parameter_value";
};

export type BodyCheck = { ok: true; family: Family; body: GenerationBody } | ({ ok: false } & BodyProblem);

/** Checks a parsed JSON body the way the service does: the model picks the family, the family's schema the rest. */
export function checkGenerationBody(input: unknown): BodyCheck {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, param: "", code: "invalid_parameter_value", message: "the body must be a JSON object" };
  const model = modelIdSchema.safeParse((input as { model?: unknown }).model);
  if (!model.success) return problem(model.error.issues[0], input, "model");
  const family = familyOf(model.data);
  if (!family)
    return {
      ok: false,
      param: "model",
      code: "invalid_parameter_value",
      message: `model ${model.data} is not available: use a minimax/… video model or a Seed3D model`,
    };
  const parsed = BODY_SCHEMAS[family].safeParse(input);
  if (!parsed.success) return problem(parsed.error.issues[0], input, "");
  return { ok: true, family, body: parsed.data };
}

/** The field an issue names: its top-level key, or for an image in a list the vendor's path (`subject_reference[0].image`). */
function paramOf(issue: z.core.$ZodIssue): string {
  const { path } = issue;
  const aboutImage = issue.code === "custom" && (issue.params as { problem?: unknown } | undefined)?.problem;
  if (!aboutImage || path.length < 2) return String(path[0]);
  const named = typeof path.at(-1) === "number" ? path.slice(0, -1) : path;
  return named.map((key, i) => (typeof key === "number" ? `[${key}]` : i ? `.${String(key)}` : String(key))).join("");
}

function problem(issue: z.core.$ZodIssue | undefined, body: object, fallback: string): { ok: false } & BodyProblem {
  const param = issue?.path[0] !== undefined ? paramOf(issue) : fallback;
  const missing =
    (issue?.code === "invalid_type" && (body as Record<string, unknown>)[param] === undefined) ||
    (issue?.code === "custom" && (issue.params as { missing?: boolean } | undefined)?.missing === true);
  return {
    ok: false,
    param,
    code: missing ? "missing_required_parameter" : "invalid_parameter_value",
    message: issue?.message ?? "the body is invalid",
  };
}
