import { plural, t } from "@lingui/core/macro";

export type JsonObject = Record<string, unknown>;

/**
 * The "extra fields" editor, read: the fields that go into the body, the problem to show at
 * once, and what is left out of the body because of it ("all" while the text is no JSON object).
 */
export type ExtraFields = { fields: JsonObject; problem: string | null; omitted: "all" | string[] };

/** Reads the editor: a JSON object merged into the body for fields the form lacks. */
export function parseExtraFields(text: string, reserved: readonly string[]): ExtraFields {
  if (!text.trim()) return { fields: {}, problem: null, omitted: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // The browser's own words for where the JSON breaks, in the browser's language.
    const reason = (error as Error).message;
    return { fields: {}, problem: t`Extra fields are not valid JSON: ${reason}`, omitted: "all" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return {
      fields: {},
      problem: t`Extra fields must be a JSON object, like {"callback_url": "https://…"}.`,
      omitted: "all",
    };
  // A key the form owns is never taken from here: the form's own value is what is sent.
  const taken = Object.keys(value).filter((key) => reserved.includes(key));
  const fields = Object.fromEntries(Object.entries(value).filter(([key]) => !reserved.includes(key)));
  if (taken.length) {
    const names = taken.map((key) => `"${key}"`).join(", ");
    return {
      fields,
      problem: plural(taken.length, {
        one: `${names} is set by the form: change it there, not here.`,
        other: `${names} are set by the form: change them there, not here.`,
      }),
      omitted: taken,
    };
  }
  return { fields, problem: null, omitted: [] };
}

/** What the request preview says while extra fields are left out of the body; null when none are. */
export function omittedNote(extras: ExtraFields): string | null {
  if (extras.omitted === "all") return t`The extra fields are not included: they are not a valid JSON object yet.`;
  if (extras.omitted.length === 0) return null;
  const names = extras.omitted.map((key) => `"${key}"`).join(", ");
  const count = extras.omitted.length;
  // Each choice starts with its space: a choice starting with a word reads as a placeholder to the catalog check.
  return t`From the extra fields, ${names}${plural(count, {
    one: " is not included: the form sets it.",
    other: " are not included: the form sets them.",
  })}`;
}
