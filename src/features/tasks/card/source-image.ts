export type SourceImage = {
  /** Which body field it came from, in words for the alt text. */
  role: "first frame" | "subject reference" | "input image";
  value: string;
};

/** The image a request was built from: first frame, subject reference or 3D input; null when there is none. */
export function sourceImageOf(body: Record<string, unknown>): SourceImage | null {
  if (typeof body.first_frame_image === "string" && body.first_frame_image.trim())
    return { role: "first frame", value: body.first_frame_image.trim() };
  const subject = firstSubjectImage(body.subject_reference);
  if (subject) return { role: "subject reference", value: subject };
  if (typeof body.image === "string" && body.image.trim()) return { role: "input image", value: body.image.trim() };
  return null;
}

// `subject_reference: [{ type: "character", image: ["<url or data URI>"] }]`; the body came
// from storage or an import, so every level is checked rather than trusted.
function firstSubjectImage(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const first: unknown = value[0];
  if (typeof first !== "object" || first === null) return null;
  const images = (first as { image?: unknown }).image;
  const image: unknown = Array.isArray(images) ? images[0] : null;
  return typeof image === "string" && image.trim() ? image.trim() : null;
}

/** Data URIs run to megabytes: shown as text, they are cut to their start. */
export function shortenForDisplay(value: string, max = 80): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}
