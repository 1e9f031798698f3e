/**
 * Checks of a page's text in a translated language, pure so they are unit-tested; the browser
 * journeys (e2e/languages/) feed them the visible text and the controls' accessible names.
 */

/** Letters of Chinese, Japanese or Korean: a name holding one was written for that reader. */
export const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/u;

/**
 * The runs of three or more English words in `text`, once every `allowed` text (product names,
 * prompts the test typed, model ids, codes) is taken out: a sentence left untranslated.
 */
export function englishRuns(text: string, allowed: readonly (string | RegExp)[] = []): string[] {
  let rest = text;
  for (const part of allowed) rest = typeof part === "string" ? rest.split(part).join("\n") : rest.replace(part, "\n");
  // Words of letters (with an inner apostrophe or hyphen), separated by spaces and light punctuation.
  const runs = rest.match(/\b[A-Za-z]+(?:['’-][A-Za-z]+)*(?:[ ,;:]+[A-Za-z]+(?:['’-][A-Za-z]+)*){2,}\b/g) ?? [];
  return runs.map((run) => run.trim());
}

/** The names that hold no CJK letter and are not allowed (JSON, cURL, MiniMax, model ids…). */
export function namesWithoutCjk(names: readonly string[], allowed: readonly (string | RegExp)[] = []): string[] {
  const isAllowed = (name: string) =>
    allowed.some((part) => (typeof part === "string" ? name === part : part.test(name)));
  return names.filter((name) => !CJK.test(name) && !isAllowed(name.trim()));
}
