import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storeTabs } from "../test/store-tabs.ts";
import { database } from "./db.ts";
import { SyncedStore, sharedStore } from "./synced-store.ts";

/** The smallest store on the base: it counts in "tasks" under one key and echoes what it hears. */
class Counter extends SyncedStore<string> {
  heard: string[] = [];
  reloads = 0;
  value = 0;

  constructor() {
    super("tasks", "taskdeck-synced-store-test");
  }

  add(by: number) {
    return this.rewrite("count", (stored) => (stored === undefined ? by : (stored as number) + by));
  }

  /** Writes nothing where nothing is stored; the stored value is kept as text. */
  addIfStored(by: number) {
    return this.rewrite("count", (stored) => (stored === undefined ? undefined : Number(stored) + by), String);
  }

  say(message: string) {
    this.post(message);
  }

  protected async reload() {
    // Reads a field of its own: the base's first reload must run after the subclass's fields are set.
    this.reloads++;
    this.value = Number((await this.readAll())[0] ?? 0);
    this.notify();
  }

  protected receive(message: string) {
    this.heard.push(message);
  }
}

const tab = storeTabs("tasks", () => new Counter());

describe("SyncedStore", () => {
  it("reads the store once the subclass is built, and tells its listeners", async () => {
    await (await database()).put("tasks", 7, "count");
    const store = new Counter();
    let told = 0;
    store.subscribe(() => told++);
    await store.ready;
    expect([store.value, store.reloads, told]).toEqual([7, 1, 1]);
  });

  it("changes the value as stored in one transaction, so concurrent changes from two tabs both count", async () => {
    const [a, b] = [await tab(), await tab()];
    expect(await a.addIfStored(1)).toBeUndefined();
    expect(await (await database()).count("tasks")).toBe(0);
    await Promise.all([a.add(2), b.add(3), a.add(4)]);
    expect(await (await database()).get("tasks", "count")).toBe(9);
    expect(await b.addIfStored(1)).toBe(10);
    expect(await (await database()).get("tasks", "count")).toBe("10");
  });

  it("tells the other tabs, not itself, once however often it connects, and not after close", async () => {
    const [a, b, c] = [await tab(), await tab(), await tab()];
    b.connect();
    a.say("one");
    await waitFor(() => expect(c.heard).toEqual(["one"]));
    expect(b.heard).toEqual(["one"]);
    c.close();
    a.say("two");
    await waitFor(() => expect(b.heard).toEqual(["one", "two"]));
    expect([a.heard, c.heard]).toEqual([[], ["one"]]);
  });

  it("makes a page's one shared store on first use, already listening", async () => {
    const shared = sharedStore(() => new Counter());
    const store = shared();
    expect(shared()).toBe(store);
    (await tab()).say("hello");
    await waitFor(() => expect(store.heard).toEqual(["hello"]));
    store.close();
  });
});
