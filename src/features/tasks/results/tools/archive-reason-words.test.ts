import { afterEach, describe, expect, it } from "vitest";
import type { ArchiveReason } from "../../../../contract/archive-reason.ts";
import { activateLocale } from "../../../../i18n/catalogs.ts";
import { archiveReasonWords } from "./archive-reason-words.ts";

// Why the workspace did not keep a file, as a card says it: the server's code and figures worded
// in the page's language (the server's own sentence is English whatever the page speaks).

const quota: ArchiveReason = {
  code: "quota_full",
  bytes: 700,
  quota: 1000,
  used: 600,
  text: "The workspace's archive is full…",
};
const gone: ArchiveReason = {
  ...{ code: "neighbour_failed", name: "textures/wood.png", by: "chair.gltf" },
  cause: { code: "host_status", status: 404, text: "The file host answered with status 404, not the file." },
  text: "textures/wood.png, which chair.gltf names, could not be copied: the file host answered…",
};

describe("an archive's reason, worded", () => {
  afterEach(() => activateLocale("en"));

  it("says each code with its own figures in English", () => {
    expect(archiveReasonWords(quota)).toBe(
      "the workspace's archive is full: this file (700 B) would pass its quota of 1 kB (600 B used).",
    );
    expect(archiveReasonWords(gone)).toBe(
      "textures/wood.png, which chair.gltf names, could not be copied: the file's host answered with status 404, not the file.",
    );
    expect(archiveReasonWords({ code: "retention", days: 1, text: "" })).toBe(
      "removed after the workspace's retention period of 1 day.",
    );
    expect(archiveReasonWords({ code: "time_limit", seconds: 600, text: "" })).toBe(
      "the copy took longer than its time limit of 600 s.",
    );
  });

  it("says them in Chinese, the network's own words quoted as they came", async () => {
    await activateLocale("zh-CN");
    expect(archiveReasonWords(quota)).toBe("工作区的存档已满：此文件（700 B）将超出 1 kB 的配额（已用 600 B）。");
    expect(archiveReasonWords(gone)).toBe(
      "chair.gltf 引用的 textures/wood.png 无法复制：文件所在的主机返回了状态 404，而不是文件。",
    );
    expect(archiveReasonWords({ code: "retention", days: 30, text: "" })).toBe("已在工作区 30 天的保留期满后删除。");
    expect(archiveReasonWords({ code: "transfer_cut", detail: "other side closed", text: "" })).toBe(
      "传输中断（other side closed）。",
    );
  });

  it("says a reason from before the codes, or one whose cause it cannot read, as the server wrote it", async () => {
    await activateLocale("zh-CN");
    expect(archiveReasonWords({ code: "other", text: "Past the 30 days kept." })).toBe("Past the 30 days kept.");
    // Its sentence once, not its start twice.
    expect(archiveReasonWords({ ...gone, cause: undefined })).toBe(gone.text);
  });
});
