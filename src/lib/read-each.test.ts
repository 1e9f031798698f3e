import { describe, expect, it } from "vitest";
import { sharedRunSchema } from "../contract/shared-run.ts";
import { makeRun } from "../test/runs.ts";
import { readEach } from "./read-each.ts";

describe("readEach: a batch of the workspace's stream", () => {
  it("takes the items that read and leaves out the others", () => {
    const good = { id: "r1", change: 4, run: makeRun({ id: "r1" }) };
    const removed = { id: "r3", change: 6, run: null };
    const data = JSON.stringify([good, { id: "r2", change: 5, run: { cells: "no" } }, removed]);
    expect(readEach(data, sharedRunSchema)).toEqual([good, removed]);
  });

  it("reads what is not a JSON array as nothing", () => {
    expect(readEach("{not json", sharedRunSchema)).toEqual([]);
    expect(readEach('{"id":"r1"}', sharedRunSchema)).toEqual([]);
  });
});
