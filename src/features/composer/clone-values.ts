import { familyOf, videoKindOf, type Family } from "../../contract/families.ts";
import { paramsOf } from "../../contract/models.ts";
import { readThreeDValues, readVideoValues, reservedParams, type FormValues } from "../../entities/task/form-values.ts";

export type Cloned = { [F in Family]: { mode: F; values: FormValues[F] } }[Family];

/** Fields the form does not cover go back into the extra-fields editor, as they were sent. */
function extraText(body: Record<string, unknown>, own: string[]): string {
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !own.includes(key)));
  return Object.keys(rest).length ? JSON.stringify(rest, null, 2) : "";
}

// `subject_reference: [{ type: "character", image: ["…"] }]`: the form holds the one image.
function subjectImage(value: unknown): unknown {
  const [first] = Array.isArray(value) ? (value as unknown[]) : [];
  const images = (first as { image?: unknown } | undefined)?.image;
  return Array.isArray(images) ? images[0] : undefined;
}

/**
 * The composer's fields for a body that was sent: the inverse of building the body, each field
 * read into the value of its name (a model's parameters as text, for their controls). Anything
 * missing or of the wrong type takes the field's empty value.
 */
export function valuesFromBody(mode: Family, body: Record<string, unknown>): Cloned {
  const model = typeof body.model === "string" ? body.model : "";
  const family = mode === "3d" || familyOf(model) === "3d" ? "3d" : "video";
  const own = reservedParams(family, model);
  const fields = Object.fromEntries(own.map((name) => [name, body[name]]));
  if (family === "3d") return { mode: "3d", values: readThreeDValues({ ...fields, extra: extraText(body, own) }) };
  // A parameter's control holds its value as text (6 is "6"); the other fields are read as they are.
  for (const [param] of paramsOf(model)) if (typeof fields[param] === "number") fields[param] = String(fields[param]);
  const values = readVideoValues({
    ...fields,
    subject_reference: subjectImage(body.subject_reference),
    extra: extraText(body, own),
  });
  const kind =
    videoKindOf(model) ?? (values.subject_reference ? "subject" : values.first_frame_image ? "first-frame" : "text");
  return { mode: "video", values: { ...values, kind } };
}
