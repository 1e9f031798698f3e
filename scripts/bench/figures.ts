/**
 * Where `results` lack a figure: a number that is NaN (a measurement that did not happen: see
 * stats.ts) or an empty list of readings, by its path (`history.firstCard.runs`). A section
 * that measured nothing fails the bench instead of printing "n/a".
 */
export function missingFigures(results: unknown, path = "results"): string[] {
  if (typeof results === "number") return Number.isNaN(results) ? [path] : [];
  if (Array.isArray(results))
    return results.length ? results.flatMap((item, i) => missingFigures(item, `${path}[${i}]`)) : [path];
  if (results && typeof results === "object")
    return Object.entries(results).flatMap(([key, value]) => missingFigures(value, `${path}.${key}`));
  return [];
}
