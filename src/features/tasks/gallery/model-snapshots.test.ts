import { describe, expect, it } from "vitest";
import { keptSnapshot, requestSnapshot, SNAPSHOTS_KEPT } from "./model-snapshots.ts";

// The queue and the cache behind the gallery's 3D pictures, with pictures made by hand: one at a
// time, in the order asked, cancellable, kept (least recently used freed first), failures remembered.

type Pending = { key: string; signal: AbortSignal; resolve: (blob: Blob) => void; reject: (error: Error) => void };

/** A maker whose pictures come only when the test says so. */
function manualMaker() {
  const started: Pending[] = [];
  const make = (key: string) => (signal: AbortSignal) =>
    new Promise<Blob>((resolve, reject) => {
      started.push({ key, signal, resolve, reject });
      signal.addEventListener("abort", () => reject(new Error("aborted")));
    });
  return { started, make };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const picture = () => new Blob(["picture"], { type: "image/webp" });

describe("gallery 3D snapshots", () => {
  it("makes one at a time, in order, and keeps each for the next tile that asks", async () => {
    const { started, make } = manualMaker();
    const done: Record<string, string | null> = {};
    requestSnapshot("q-a", make("q-a"), (url) => (done.a = url));
    requestSnapshot("q-b", make("q-b"), (url) => (done.b = url));
    expect(started.map((job) => job.key)).toEqual(["q-a"]);
    started[0]!.resolve(picture());
    await settle();
    expect(done.a).toMatch(/^blob:/);
    expect(started.map((job) => job.key)).toEqual(["q-a", "q-b"]);
    started[1]!.resolve(picture());
    await settle();
    expect(done.b).toMatch(/^blob:/);
    let again: string | null = null;
    requestSnapshot("q-a", make("q-a"), (url) => (again = url));
    expect(again).toBe(done.a);
    expect(started).toHaveLength(2);
  });

  it("drops a cancelled job that had not started, and aborts a running one without counting it as failed", async () => {
    const { started, make } = manualMaker();
    const calls: (string | null)[] = [];
    const cancelRunning = requestSnapshot("c-a", make("c-a"), (url) => calls.push(url));
    const cancelQueued = requestSnapshot("c-b", make("c-b"), (url) => calls.push(url));
    cancelQueued();
    cancelRunning();
    expect(started[0]!.signal.aborted).toBe(true);
    await settle();
    expect(started.map((job) => job.key)).toEqual(["c-a"]);
    expect(keptSnapshot("c-a")).toBeUndefined();
    // Asked again (back in view): made this time.
    requestSnapshot("c-a", make("c-a"), (url) => calls.push(url));
    await settle();
    started[1]!.resolve(picture());
    await settle();
    expect(calls.at(-1)).toMatch(/^blob:/);
  });

  it("remembers a failure: the placeholder stays and the model is not downloaded again", async () => {
    const { started, make } = manualMaker();
    let result: string | null | undefined;
    requestSnapshot("f-a", make("f-a"), (url) => (result = url));
    started[0]!.reject(new Error("The model could not be downloaded"));
    await settle();
    expect(result).toBeNull();
    expect(keptSnapshot("f-a")).toBeNull();
    requestSnapshot("f-a", make("f-a"), (url) => (result = url));
    expect(started).toHaveLength(1);
  });

  it(`keeps the ${SNAPSHOTS_KEPT} most recently used pictures`, async () => {
    const make = () => () => Promise.resolve(picture());
    for (let i = 0; i <= SNAPSHOTS_KEPT; i++) {
      requestSnapshot(`l-${i}`, make(), () => {});
      await settle();
      // The first one is used again half way: it outlives the second.
      if (i === SNAPSHOTS_KEPT / 2) keptSnapshot("l-0");
    }
    expect(keptSnapshot("l-0")).toMatch(/^blob:/);
    expect(keptSnapshot("l-1")).toBeUndefined();
    expect(keptSnapshot(`l-${SNAPSHOTS_KEPT}`)).toMatch(/^blob:/);
  });
});
