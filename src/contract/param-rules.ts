import type { z } from "zod/mini";
import { videoImage } from "./image-schema.ts";
import { catalogEntry, type VideoParam } from "./models.ts";
import type { ParamRule, ParamValue } from "./model-params.ts";

/** A parameter's finding as facts, for words made elsewhere (the form's); the service's words are the message. */
export type ParamProblem =
  | { kind: "param-value"; param: VideoParam; allowed: readonly ParamValue[] }
  | { kind: "param-combo"; rule: ParamRule<VideoParam>; value: ParamValue; given: ParamValue };

type Context = { addIssue: (issue: z.core.$ZodRawIssue) => void };

const listed = (values: readonly ParamValue[]) => values.map((value) => JSON.stringify(value)).join(", ");

/**
 * A video body's parameters checked by its catalog model's rules (models.ts), as the vendor
 * checks them: each value one the model lists, then the combinations it refuses. A model the
 * catalog does not know, or a parameter it does not declare, is left to the service.
 */
export function checkParams(body: Record<string, unknown>, ctx: Context) {
  const model = String(body.model);
  const params = catalogEntry(model)?.params;
  if (!params) return;
  const add = (param: VideoParam, message: string, problem: ParamProblem | object) =>
    ctx.addIssue({ code: "custom", path: [param], message, params: { problem }, input: body[param] });
  for (const [param, spec] of Object.entries(params.specs) as [
    VideoParam,
    NonNullable<(typeof params.specs)[VideoParam]>,
  ][]) {
    const value = body[param];
    if (value === undefined) continue;
    if (spec.kind === "image") {
      for (const issue of videoImage(param).safeParse(value).error?.issues ?? [])
        add(param, issue.message, (issue as { params?: { problem?: object } }).params?.problem ?? {});
    } else if (!spec.values.includes(value as ParamValue))
      add(param, `${param} must be one of ${listed(spec.values)} for ${model}`, {
        kind: "param-value",
        param,
        allowed: spec.values,
      });
  }
  for (const rule of params.rules) {
    const given = body[rule.when] as ParamValue | undefined;
    if (given === undefined || (rule.is && !rule.is.includes(given))) continue;
    const spec = params.specs[rule.needs];
    const value = (body[rule.needs] ?? (spec?.kind === "choice" ? spec.fallback : undefined)) as ParamValue | undefined;
    if (value === undefined || rule.oneOf.includes(value)) continue;
    const what = rule.is ? `${rule.when} ${JSON.stringify(given)}` : rule.when;
    add(
      rule.needs,
      `${rule.needs} ${JSON.stringify(value)} does not go with ${what} on ${model}: use ${listed(rule.oneOf)}`,
      {
        kind: "param-combo",
        rule,
        value,
        given,
      },
    );
  }
}
