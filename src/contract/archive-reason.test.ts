import { describe, expect, it } from "vitest";
import { readReason, readStoredReason, storedReason, type ArchiveReason } from "./archive-reason.ts";

// A file's reason as its row keeps it (JSON in archive_files.error) and as a page reads it from
// a server's JSON: what it cannot read is dropped, never shown as something else.

const nested: ArchiveReason = {
  ...{ code: "neighbour_failed", name: "a.bin", by: "m.gltf" },
  cause: { code: "host_status", status: 404, text: "Status 404." },
  text: "a.bin, which m.gltf names, could not be copied: status 404.",
};

describe("an archive's reason, kept and read", () => {
  it("reads back what it kept, its cause included", () => {
    expect(readStoredReason(storedReason(nested))).toEqual(nested);
  });

  it("reads a row from before the codes, or one that is not JSON, as its sentence", () => {
    expect(readStoredReason("The file host did not answer in time.")).toEqual({
      code: "other",
      text: "The file host did not answer in time.",
    });
    expect(readStoredReason('{"code":"nonsense","text":"x"}')).toEqual({
      code: "other",
      text: '{"code":"nonsense","text":"x"}',
    });
    expect(readStoredReason(null)).toBeNull();
  });

  it("cuts a long sentence, detail or name at 500 characters, and the cause's too", () => {
    const long = "x".repeat(2000);
    const kept = readStoredReason(
      storedReason({
        code: "neighbour_failed",
        name: long,
        by: long,
        text: long,
        cause: { code: "transfer_cut", detail: long, text: long },
      }),
    )!;
    const lengths = [kept.text, kept.name, kept.by, kept.cause!.text, kept.cause!.detail].map((text) => text!.length);
    expect(lengths).toEqual([500, 500, 500, 500, 500]);
  });

  it("keeps from a server's JSON only the fields of the right type", () => {
    expect(readReason({ code: "host_status", status: "404", text: "t", name: 3, extra: true })).toEqual({
      code: "host_status",
      text: "t",
    });
    expect(readReason({ code: "host_status" })).toBeUndefined();
    expect(readReason({ code: "<b>", text: "t" })).toBeUndefined();
    expect(readReason("quota_full")).toBeUndefined();
    // A cause it cannot read is left out: the reason is said without it.
    expect(readReason({ ...nested, cause: { code: "x" } })).toEqual({
      ...{ code: "neighbour_failed", name: "a.bin", by: "m.gltf" },
      text: nested.text,
    });
  });
});
