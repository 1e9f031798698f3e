import { describe, expect, it } from "vitest";
import { allShown } from "./history-file.ts";
import { shown, shownPattern } from "./page-text.ts";

describe("the texts the bench looks for", () => {
  it("come from the catalogs, plural forms and numbers as the page writes them", () => {
    const imported = "{added, plural, one {Imported # task} other {Imported # tasks}}";
    expect(shown("{list}.", { list: shown(imported, { added: 1 }) })).toBe("Imported 1 task.");
    expect(shown(imported, { added: 5000 })).toBe("Imported 5,000 tasks");
    expect(allShown(1)).toBe("Showing 1 of 1 task");
    expect(allShown(5000)).toBe("Showing 5,000 of 5,000 tasks");
  });

  it("refuse a sentence the app no longer says, at once (the bench once waited for it in vain)", () => {
    expect(() => shown("Imported {count} tasks.", { count: 1 })).toThrow(/no catalog holds/);
  });

  it("make patterns of a message with the placeholders left open", () => {
    const sequence = shownPattern("Shot sequence: {sequence}", { sequence: "\\d+ · .+" });
    expect(sequence.test("Shot sequence: 1 · Push in")).toBe(true);
    expect(sequence.test("Shots: 1 · Push in")).toBe(false);
    expect(shownPattern("{finished} of {total} finished", { finished: "\\d+" }, { total: 4 }).source).toBe(
      "\\d+ of 4 finished",
    );
  });
});
