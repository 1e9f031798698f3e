import { describe, expect, it } from "vitest";
import type { SharedArchiveFile } from "../../contract/archive.ts";
import { taskRecordSchema } from "../../contract/record.ts";
import { newDeckEntry, type DeckEntry } from "../../lib/deck-entry.ts";
import { archiveStatus, resultData } from "./archived-data.ts";
import { readArchive } from "./shared-entry.ts";

const VIDEO = "https://files.example.com/a/video.mp4";
const MODEL = "https://files.example.com/b/model.glb";

function entry(archive?: unknown, video = VIDEO): DeckEntry {
  const record = taskRecordSchema.parse({
    request_id: "req-1",
    status: "COMPLETED",
    data: { video_urls: [video, "javascript:alert(1)"], file_urls: [MODEL] },
  });
  return newDeckEntry({
    id: "key 1",
    mode: "video",
    baseUrl: "",
    body: {},
    submittedAt: 1,
    state: "accepted",
    record,
    archive: readArchive(archive),
  });
}

const file = (n: number, url: string, state: string, reason: string | null = null): SharedArchiveFile => ({
  ...{ n, url, name: url.split("/").pop()!, state: state as SharedArchiveFile["state"], reason },
});

describe("a task's results read from the workspace's archive", () => {
  it("swaps each archived file's URL for its copy's, named and on this origin, and leaves the rest", () => {
    const data = resultData(entry([file(0, VIDEO, "archived"), file(1, MODEL, "pending")]))!;
    expect(data.video_urls).toEqual([
      `${location.origin}/__taskdeck/archive/key%201/0/video.mp4`,
      "javascript:alert(1)",
    ]);
    expect(data.file_urls).toEqual([MODEL]);
  });

  it("matches a URL as the server read it (normalised), and answers the same object for the same entry", () => {
    const one = entry([file(0, VIDEO, "archived")], "https://FILES.example.com:443/a/./video.mp4");
    expect(resultData(one)).toBe(resultData(one));
    expect(resultData(one)!.video_urls[0]).toMatch(/\/0\/video\.mp4$/);
  });

  it("matches each copy by its place and path: the same path on another host (a sandbox's file shown on this page's host) is it; another path is not", () => {
    const here = entry([file(0, "http://127.0.0.1:4100/a/video.mp4", "archived"), file(1, MODEL, "archived")]);
    expect(resultData(here)!.video_urls[0]).toMatch(/\/key%201\/0\/video\.mp4$/);
    expect(resultData(here)!.file_urls[0]).toMatch(/\/key%201\/1\/model\.glb$/);
    // Numbered otherwise by the server (its record lists another file first): no copy is taken for another's.
    const shifted = entry([file(0, MODEL, "archived"), file(1, VIDEO, "archived")]);
    expect(resultData(shifted)!.video_urls[0]).toBe(VIDEO);
    expect(resultData(shifted)!.file_urls[0]).toBe(MODEL);
  });

  it("keeps the service's links while nothing is archived, or with no workspace", () => {
    expect(resultData(entry([file(0, VIDEO, "failed", "too large")]))!.video_urls[0]).toBe(VIDEO);
    expect(resultData(entry())!.video_urls[0]).toBe(VIDEO);
  });

  it("reads only well-formed files from a server's JSON", () => {
    expect(readArchive("nope")).toBeUndefined();
    expect(
      readArchive([file(0, VIDEO, "archived"), { n: "0" }, { ...file(1, MODEL, "failed"), reason: 3 }, null]),
    ).toEqual([file(0, VIDEO, "archived")]);
  });
});

describe("the card's word on the workspace's copies", () => {
  it("says kept once every file is, copying before, and why not once one failed", () => {
    expect(archiveStatus([file(0, VIDEO, "archived")], true)).toEqual({ kind: "kept" });
    expect(archiveStatus([file(0, VIDEO, "archived"), file(1, MODEL, "archiving")], true)).toEqual({ kind: "copying" });
    expect(archiveStatus([file(0, VIDEO, "archived"), file(1, MODEL, "failed", "Over the quota.")], true)).toEqual({
      kind: "not-kept",
      reason: { code: "other", text: "Over the quota." },
      retry: true,
    });
    // Removed past the retention period on purpose: not offered again.
    expect(archiveStatus([file(0, VIDEO, "removed", "Past the 30 days kept.")], true)).toEqual({
      kind: "not-kept",
      reason: { code: "other", text: "Past the 30 days kept." },
      retry: false,
    });
    // One file removed on purpose, another given up on: the latter may still be asked for.
    expect(archiveStatus([file(0, VIDEO, "removed", "Past."), file(1, MODEL, "failed", "Gone.")], true)).toMatchObject({
      retry: true,
    });
  });

  it("says a server's code when it sends one, and the sentence alone when its code cannot be read", () => {
    const why = { code: "quota_full", bytes: 700, quota: 1000, used: 600, text: "Full." };
    const [coded, garbled] = readArchive([
      { ...file(0, VIDEO, "failed", "Full."), why },
      { ...file(1, MODEL, "failed", "Odd."), why: { code: "<b>" } },
    ])!;
    expect(archiveStatus([coded!], true)).toEqual({ kind: "not-kept", reason: why, retry: true });
    expect(archiveStatus([garbled!], true)).toEqual({
      kind: "not-kept",
      reason: { code: "other", text: "Odd." },
      retry: true,
    });
  });

  it("says copying for a workspace's task none of whose files are queued yet, and nothing without a workspace that copies", () => {
    expect(archiveStatus([], true)).toEqual({ kind: "copying" });
    expect(archiveStatus([], false)).toBeNull();
    expect(archiveStatus(undefined, true)).toBeNull();
  });
});

describe("a model that names files beside it", () => {
  it("is read from its copy too, named, so what it names resolves beside it in the archive", () => {
    const gltf = "https://files.example.com/c/model.gltf";
    const base = entry([file(0, VIDEO, "archived"), file(1, gltf, "archived")]);
    const withModel = { ...base, record: { ...base.record!, data: { ...base.record!.data, file_urls: [gltf] } } };
    const copy = resultData(withModel)!.file_urls[0]!;
    expect(copy).toMatch(/\/__taskdeck\/archive\/key%201\/1\/model\.gltf$/);
    expect(new URL("model.bin", copy).pathname).toBe("/__taskdeck/archive/key%201/1/model.bin");
  });
});
