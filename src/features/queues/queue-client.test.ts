import { describe, expect, it } from "vitest";
import { readNextAnswer, readQueue } from "./queue-client.ts";

// What the page takes from the queues' routes (read by hand, without zod): a good answer as it
// is, anything else refused with words, never half a queue.

const QUEUE = {
  id: "q1",
  name: "Herons",
  madeBy: "owner@example.test",
  createdAt: 1,
  assignees: ["ana@example.test"],
  total: 2,
  done: 1,
  progress: [{ person: "ana@example.test", judged: 1 }],
};

describe("readQueue", () => {
  it("takes a queue as the server sends it", () => {
    expect(readQueue(QUEUE)).toEqual(QUEUE);
  });

  it("refuses what is not one, in words", () => {
    for (const odd of [null, "q", { ...QUEUE, id: 7 }, { ...QUEUE, assignees: [1] }, { ...QUEUE, progress: null }])
      expect(() => readQueue(odd)).toThrow("The server's answer could not be read.");
  });
});

describe("readNextAnswer", () => {
  it("takes the item leased, or why there is none", () => {
    const leased = { item: { key: "k1", position: 2, total: 5 }, leaseUntil: 99 };
    expect(readNextAnswer(leased)).toEqual(leased);
    expect(readNextAnswer({ item: null, reason: "held" })).toEqual({ item: null, reason: "held" });
    expect(readNextAnswer({ item: null, reason: "done" })).toEqual({ item: null, reason: "done" });
  });

  it("refuses an item without a key or a lease", () => {
    for (const odd of [[], { item: { position: 1 }, leaseUntil: 1 }, { item: { key: "k" } }])
      expect(() => readNextAnswer(odd)).toThrow("The server's answer could not be read.");
  });
});
