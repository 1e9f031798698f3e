import { z } from "zod/mini";
import { FAMILY_RULES, MODEL_ID_PATTERN, codePointLength, familyOf, type Family } from "../../contract/families.ts";
import { checkGenerationBody } from "../../contract/request.ts";
import { parseThreeDPrompt } from "../../contract/three-d-flags.ts";
import { THREE_D_FIELDS, VIDEO_FIELDS, buildThreeDBody, buildVideoBody, parseExtraFields } from "./build-body.ts";
import { catalogEntry, resolveVideoKind } from "./catalog.ts";
import type { ThreeDFormValues, VideoFormValues } from "./form-values.ts";
import { checkImageRefText } from "./image-check.ts";

type RefinementContext = Parameters<Parameters<typeof z.superRefine>[0]>[1];

/** Collects the form's problems, then reports them to zod; the contract is asked only when there are none. */
class Problems {
  count = 0;
  constructor(private readonly ctx: RefinementContext) {}
  add(path: string, message: string) {
    this.count++;
    this.ctx.addIssue({ code: "custom", path: [path], message });
  }
}
type Ctx = Problems;
const fail = (ctx: Ctx, path: string, message: string) => ctx.add(path, message);

/** Where the service's `param` lands in each form. */
export const PARAM_TO_FIELD: Record<string, string> = {
  model: "model",
  prompt: "prompt",
  prompt_optimizer: "promptOptimizer",
  first_frame_image: "firstFrameImage",
  subject_reference: "subjectImage",
  image: "image",
};

function checkModel(ctx: Ctx, model: string, family: Family) {
  const id = model.trim();
  if (!id) return fail(ctx, "model", "Choose a model, or type an id like vendor/model-name.");
  if (!MODEL_ID_PATTERN.test(id))
    return fail(ctx, "model", "A model id looks like vendor/model-name, e.g. minimax/t2v-01-director.");
  if (familyOf(id) !== family)
    fail(
      ctx,
      "model",
      family === "video"
        ? "Use a MiniMax video model (minimax/…) here."
        : "Use a Seed3D model (its name contains seed3d) here.",
    );
}

function checkImage(ctx: Ctx, field: string, value: string, family: Family, what: string) {
  if (!value) return fail(ctx, field, `Add ${what}: an http(s) URL or a file.`);
  const [problem] = checkImageRefText(value, family);
  if (problem) fail(ctx, field, problem);
}

function checkExtra(ctx: Ctx, text: string, reserved: readonly string[]) {
  const { problem } = parseExtraFields(text, reserved);
  if (problem) fail(ctx, "extra", problem);
}

/** The contract has the last word: anything it rejects that the checks above let through lands at its field. */
function checkWithContract(ctx: Ctx, body: unknown) {
  if (ctx.count > 0) return;
  const result = checkGenerationBody(body);
  if (!result.ok) fail(ctx, PARAM_TO_FIELD[result.param] ?? "extra", result.message);
}

export const videoFormSchema = z
  .object({
    model: z.string(),
    kind: z.enum(["text", "first-frame", "subject"]),
    prompt: z.string(),
    promptOptimizer: z.boolean(),
    firstFrameImage: z.string(),
    subjectImage: z.string(),
    extra: z.string(),
  })
  .check(
    z.superRefine((values: VideoFormValues, zodCtx) => {
      const ctx = new Problems(zodCtx);
      checkModel(ctx, values.model, "video");
      const { kind } = resolveVideoKind(values.model, values.kind);
      const max = catalogEntry(values.model)?.promptMax ?? FAMILY_RULES.video.promptMax!;
      const length = codePointLength(values.prompt);
      if (kind === "text" && !values.prompt.trim()) fail(ctx, "prompt", "Write a prompt: text-to-video needs one.");
      if (length > max)
        fail(
          ctx,
          "prompt",
          `The prompt is ${length.toLocaleString("en")} characters: shorten it to ${max.toLocaleString("en")}.`,
        );
      if (kind === "first-frame")
        checkImage(ctx, "firstFrameImage", values.firstFrameImage, "video", "a first-frame image");
      if (kind === "subject")
        checkImage(ctx, "subjectImage", values.subjectImage, "video", "a subject image (one face)");
      checkExtra(ctx, values.extra, VIDEO_FIELDS);
      checkWithContract(ctx, buildVideoBody(values));
    }),
  );

export const threeDFormSchema = z
  .object({ model: z.string(), image: z.string(), prompt: z.string(), extra: z.string() })
  .check(
    z.superRefine((values: ThreeDFormValues, zodCtx) => {
      const ctx = new Problems(zodCtx);
      checkModel(ctx, values.model, "3d");
      checkImage(ctx, "image", values.image, "3d", "a source image");
      const [problem] = parseThreeDPrompt(values.prompt).problems;
      if (problem) fail(ctx, "prompt", problem.message);
      checkExtra(ctx, values.extra, THREE_D_FIELDS);
      checkWithContract(ctx, buildThreeDBody(values));
    }),
  );
