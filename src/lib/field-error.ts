import type { FieldError } from "react-hook-form";

/**
 * A field error the form's own check gave carries how to word it again (see worded-resolver.ts):
 * a message on screen then follows a language switch without checking the field again, which
 * would drop what the server said. An error set from the server's answer has no wording: its
 * text is shown as it came.
 */
export type RewordableError = FieldError & { reword?: (locale: string) => string };

/** The text to show for a field's error, in the interface's language (`locale`, from useLingui). */
export function wordError(error: FieldError | undefined, locale: string): string | undefined {
  if (!error) return undefined;
  const reword = (error as RewordableError).reword;
  return typeof reword === "function" ? reword(locale) : error.message;
}
