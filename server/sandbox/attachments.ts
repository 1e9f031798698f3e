import { z } from "zod";
import { isResultType, RESULT_EXTENSIONS, RESULT_TYPES, resultTypeOf } from "./result-types.ts";

// Test-supplied result files: the next task whose request contains `match` gets them as its
// results (a Draco glb, an .obj with its .mtl and textures…), served by the sandbox's file
// routes like its own. Bounded like the faults: a few armed at once, a cap on bytes in all.

/** One armed set: the sandbox reads its body whole (base64 is 4/3 of the bytes). */
export const MAX_ATTACHMENT_BYTES = 24 * 1024 * 1024;
export const MAX_ATTACHMENT_BODY_BYTES = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;
export const MAX_ARMED_ATTACHMENTS = 8;
/** Files kept for tasks in all; past it the oldest tasks' files go, as if their links expired. */
export const MAX_HELD_BYTES = 96 * 1024 * 1024;

const fileSchema = z.strictObject({
  /** One path segment, as the file route takes it; "model" (no extension) is fine. */
  name: z
    .string()
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/, "a plain file name")
    .refine((name) => resultTypeOf(name) !== null, {
      error: `not a result's name: attachments end in ${RESULT_EXTENSIONS.join(", ")} or have no extension`,
    }),
  content_base64: z.base64(),
  /** Checked as the name is: the file host serves it under this type. */
  content_type: z
    .string()
    .regex(/^[\w.+-]+\/[\w.+-]+$/)
    .refine(isResultType, { error: `not a result's type: attachments are ${RESULT_TYPES.join(", ")}` })
    .optional(),
  /** Listed among the task's results; the others are only served beside them. Default: the first file. */
  listed: z.boolean().optional(),
});

export const attachmentRequestSchema = z.strictObject({
  /** Only a submission whose body contains this text takes the files (the prompt, the image URL…). */
  match: z.string().min(1).max(1000),
  files: z
    .array(fileSchema)
    .min(1)
    .max(16)
    .refine((files) => new Set(files.map((f) => f.name)).size === files.length, "file names must differ"),
});

export type AttachedFile = { name: string; bytes: Uint8Array; contentType: string; listed: boolean };
type Armed = { id: number; match: string; files: AttachedFile[]; bytes: number; requestId: string | null };

export class AttachmentBox {
  private armed: Armed[] = [];
  private nextId = 1;

  /** The armed set, or a reason it was refused. */
  arm(request: z.output<typeof attachmentRequestSchema>): Armed | "too_large" | "too_many" {
    const files = request.files.map((file, i) => ({
      name: file.name,
      bytes: new Uint8Array(Buffer.from(file.content_base64, "base64")),
      contentType: file.content_type ?? resultTypeOf(file.name)!,
      listed: file.listed ?? i === 0,
    }));
    const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
    if (bytes > MAX_ATTACHMENT_BYTES) return "too_large";
    if (this.armed.filter((a) => a.requestId === null).length >= MAX_ARMED_ATTACHMENTS) return "too_many";
    const armed = { id: this.nextId++, match: request.match, files, bytes, requestId: null };
    this.armed.push(armed);
    // The oldest tasks' files make room; armed sets waiting for a task always stay.
    while (this.armed.reduce((sum, a) => sum + a.bytes, 0) > MAX_HELD_BYTES) {
      const oldest = this.armed.findIndex((a) => a.requestId !== null);
      if (oldest < 0) break;
      this.armed.splice(oldest, 1);
    }
    return armed;
  }

  /** Gives the first set armed for a request containing its text to task `requestId`. */
  take(text: string, requestId: string): AttachedFile[] | null {
    const armed = this.armed.find((a) => a.requestId === null && text.includes(a.match));
    if (!armed) return null;
    armed.requestId = requestId;
    return armed.files;
  }

  /** The files a task was given (null when it was given none, or they made room for newer ones). */
  filesOf(requestId: string): AttachedFile[] | null {
    return this.armed.find((a) => a.requestId === requestId)?.files ?? null;
  }

  /** What is armed and waiting, without the bytes. */
  list() {
    return this.armed
      .filter((a) => a.requestId === null)
      .map((a) => ({ id: a.id, match: a.match, files: a.files.map(({ name, listed }) => ({ name, listed })) }));
  }

  clear() {
    this.armed = [];
  }
}
