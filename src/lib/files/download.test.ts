import { afterEach, describe, expect, it, vi } from "vitest";
import { download } from "./download.ts";

describe("download", () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("clicks a temporary link to a blob of the text, then frees the blob", async () => {
    vi.useFakeTimers();
    // jsdom has no object URLs; these stand in for the browser's.
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => (blobs.push(blob), "blob:test/1"));
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    download("history.json", '{"a":1}', "application/json");

    expect(clicked).toEqual([{ href: "blob:test/1", download: "history.json", attached: true }]);
    expect(document.querySelector("a")).toBeNull();
    expect(blobs[0]?.type).toBe("application/json");
    expect(await blobs[0]?.text()).toBe('{"a":1}');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith("blob:test/1");
  });
});
