import { z } from "zod/mini";
import { dataUriFacts, imageProblems, parseImageRef, type ImageProblem } from "./image-ref.ts";
import type { Family } from "./families.ts";

// The body's image fields, as the service checks them: the family fields' (request.ts) and a
// model's image parameters' (param-rules.ts).

/** A field's message when it is absent or of the wrong type. */
export const required = (field: string, kind: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? `${field} is required` : `${field} must be ${kind}`,
});

/** The sandbox's words for a broken image rule: the rule and the image's own figures (the form words its own). */
function imageMessage(field: string, problem: ImageProblem, mime: string): string {
  switch (problem.kind) {
    case "size":
      return `${field} is ${problem.bytes} bytes; it must be ${problem.under ? "under" : "at most"} ${problem.max} bytes`;
    case "type":
    case "mislabelled": {
      const seen = problem.actual ? `the data is ${problem.actual}` : "the data is not a recognised image";
      return `${field} must be a ${problem.kind === "type" ? problem.allowed.join(", ") : problem.actual} image labelled as such (declared ${mime}; ${seen})`;
    }
    case "unreadable":
      return `${field}: no size in pixels can be read from this ${problem.actual} image`;
    case "short-side":
      return `${field} has a short side of ${problem.short} px; it must be more than ${problem.over} px`;
    case "ratio":
      return `${field} is ${problem.width}x${problem.height}; its aspect ratio must be between ${problem.within[0]}:${problem.within[1]} and ${problem.within[1]}:${problem.within[0]}`;
    case "pixels":
      return `${field} is ${problem.width}x${problem.height}; it must have fewer than ${problem.under}x${problem.under} pixels`;
  }
}

/**
 * An image field: an http(s) URL, or a base64 data URI of an accepted type within the family's
 * size limit. Each issue carries its `problem` (see imageProblems), so a form can word it for people.
 */
export function imageSchema(family: Family, field: string) {
  return z.string(required(field, "a string")).check(
    z.superRefine((text, ctx) => {
      const ref = parseImageRef(text);
      if (!ref)
        return ctx.addIssue({
          code: "custom",
          message: `${field} must be an http(s) URL or a data:image/…;base64 URI`,
          params: { problem: { kind: "not-an-image-ref" } },
        });
      if (ref.kind === "url") return;
      for (const problem of imageProblems(dataUriFacts(ref), family))
        ctx.addIssue({ code: "custom", message: imageMessage(field, problem, ref.mime), params: { problem } });
    }),
  );
}

export const videoImage = (field: string) => imageSchema("video", field);

export const subjectReferenceSchema = z
  .array(
    z.object({
      type: z.literal("character", { error: 'subject_reference type must be "character"' }),
      image: z
        .array(videoImage("subject_reference[0].image"))
        .check(z.length(1, "subject_reference takes exactly one image")),
    }),
    required("subject_reference", "an array"),
  )
  .check(z.length(1, "subject_reference takes exactly one entry"));
