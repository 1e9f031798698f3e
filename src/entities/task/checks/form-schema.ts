import { i18n } from "@lingui/core";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { formatNumber } from "../../../lib/format-number.ts";
import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import {
  MODEL_ID_PATTERN,
  VIDEO_KIND_REQUIRES,
  familyOf,
  type Family,
  type VideoKind,
} from "../../../contract/families.ts";
import type { ImageProblem } from "../../../contract/image-ref.ts";
import { EXTRA_FIELDS_BOUNDS, bodyShapeProblem } from "../../../contract/body-limits.ts";
import { BODY_SCHEMAS, type PromptTooLong } from "../../../contract/request.ts";
import type { FlagProblemCode } from "../../../contract/three-d-flag-reader.ts";
import type { ParamProblem } from "../../../contract/param-rules.ts";
import { paramProblemText } from "./param-words.ts";
import { buildThreeDBody, buildVideoBody } from "../build-body.ts";
import { parseExtraFields } from "../request/extra-fields-parse.ts";
import { resolveVideoKind } from "../../../contract/models.ts";
import {
  fieldForParam,
  reservedParams,
  threeDValuesSchema,
  videoValuesSchema,
  type FormValues,
  type ThreeDFormValues,
  type VideoFormValues,
} from "../form-values.ts";
import { describeImageProblem, unreadableImageRef } from "./image-check.ts";
import { flagProblemText } from "./three-d-flag-words.ts";

// The form checks what only the form knows (what the chosen kind needs, the tab's family, the
// extra fields' JSON); the contract's schema checks the body the form builds, and its findings
// are put into words for people here, in the language of the moment the check runs (never at
// module load). One message per field: the first problem found.

type Issue = { field: string; message: string };
type Problem = ImageProblem | PromptTooLong | ParamProblem | { kind: "not-an-image-ref" };

function modelIssue(model: string, family: Family): string | null {
  const id = model.trim();
  if (!id) return t`Choose a model, or type an id like vendor/model-name.`;
  if (!MODEL_ID_PATTERN.test(id)) return t`A model id looks like vendor/model-name, e.g. minimax/t2v-01-director.`;
  if (familyOf(id) !== family)
    return family === "video"
      ? t`Use a MiniMax video model (minimax/…) here.`
      : t`Use a Seed3D model (its name contains seed3d) here.`;
  return null;
}

/** The contract's finding for people: its own words unless it says what it found in numbers. */
function inWords(issue: z.core.$ZodIssue, family: Family, value: unknown): string {
  const flag = (issue.code === "custom" ? issue.params?.flag : undefined) as FlagProblemCode | undefined;
  if (flag) return flagProblemText(i18n, flag);
  const problem = (issue.code === "custom" ? issue.params?.problem : undefined) as Problem | undefined;
  if (!problem) return issue.message;
  if (problem.kind === "prompt-length") {
    const [length, max] = [formatNumber(problem.length), formatNumber(problem.max)];
    return t`The prompt is ${length} characters: shorten it to ${max}.`;
  }
  if (problem.kind === "not-an-image-ref") return unreadableImageRef(value);
  if (problem.kind === "param-value" || problem.kind === "param-combo") return paramProblemText(problem);
  return describeImageProblem(problem, family);
}

function bodyIssues<F extends Family>(family: F, values: FormValues[F], body: unknown): Issue[] {
  const result = BODY_SCHEMAS[family].safeParse(body);
  return (result.error?.issues ?? []).map((issue) => {
    const field = String(fieldForParam(family, String(issue.path[0] ?? ""), values.model));
    return { field, message: inWords(issue, family, values[field as keyof FormValues[F]]) };
  });
}

type Context = { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void };

function report<F extends Family>(ctx: Context, family: F, values: FormValues[F], own: Issue[], body: unknown) {
  // The body's findings only once the model is one of this tab's: another family's rules would not apply.
  const all = own.some((issue) => issue.field === "model") ? own : [...own, ...bodyIssues(family, values, body)];
  const seen = new Set<string>();
  for (const { field, message } of all) {
    if (seen.has(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: "custom", path: [field], message });
  }
}

/** Extra fields past their share of a body (body-limits.ts): the server would refuse the whole body. */
function extrasSizeIssue(text: string): string | null {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > EXTRA_FIELDS_BOUNDS.bytes) {
    const [size, max] = [formatBytes(bytes.length), formatBytes(EXTRA_FIELDS_BOUNDS.bytes)];
    return t`The extra fields are ${size}: a request has room for ${max} of them.`;
  }
  const shape = bodyShapeProblem(bytes, EXTRA_FIELDS_BOUNDS);
  if (!shape) return null;
  const max = formatNumber(shape.max);
  return shape.kind === "items"
    ? t`The extra fields hold more than ${max} keys and values: a request has room for no more.`
    : t`The extra fields nest more than ${max} levels deep: a request has room for no more.`;
}

function ownIssues(family: Family, values: { model: string; extra: string }, more: (Issue | false)[]): Issue[] {
  const model = modelIssue(values.model, family);
  const reserved = reservedParams(family, values.model);
  const extra = parseExtraFields(values.extra, reserved).problem ?? extrasSizeIssue(values.extra);
  return [
    ...(model ? [{ field: "model", message: model }] : []),
    ...more.filter((issue): issue is Issue => issue !== false),
    ...(extra ? [{ field: "extra", message: extra }] : []),
  ];
}

const missingInput = (kind: VideoKind): string =>
  ({
    text: t`Write a prompt: text-to-video needs one.`,
    "first-frame": t`Add a first-frame image: an http(s) URL or a file.`,
    subject: t`Add a subject image (one face): an http(s) URL or a file.`,
  })[kind];

export const videoFormSchema = videoValuesSchema.check(
  z.superRefine((values: VideoFormValues, ctx) => {
    const { kind } = resolveVideoKind(values.model, values.kind);
    // Which input the kind requires is the contract's; the words are the form's.
    const field = fieldForParam("video", VIDEO_KIND_REQUIRES[kind], values.model);
    const given = field === "prompt" ? values.prompt.trim() : values[field];
    const own = ownIssues("video", values, [!given && { field, message: missingInput(kind) }]);
    report(ctx, "video", values, own, buildVideoBody(values));
  }),
);

export const threeDFormSchema = threeDValuesSchema.check(
  z.superRefine((values: ThreeDFormValues, ctx) => {
    const own = ownIssues("3d", values, [
      !values.image && { field: "image", message: t`Add a source image: an http(s) URL or a file.` },
    ]);
    report(ctx, "3d", values, own, buildThreeDBody(values));
  }),
);
