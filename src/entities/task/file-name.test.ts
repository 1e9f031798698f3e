import { describe, expect, it } from "vitest";
import { fileNameOf, resultFileName, taskArchiveName, type NamedTask } from "./file-name.ts";

// Local time, as the names use the user's zone.
const task: NamedTask = {
  submittedAt: new Date(2026, 10, 23, 12, 4, 59).getTime(),
  model: "minimax/t2v-01-director",
  prompt: "Lighthouse keeper [Push in] walks the stairs at dawn",
  requestId: "20261123120400123000000fwK05Ax",
};

describe("fileNameOf", () => {
  it("takes the last path segment, decoded", () => {
    expect(fileNameOf("https://x.test/files/r1/model%20v2.glb?sig=abc")).toBe("model v2.glb");
    expect(fileNameOf("not a url")).toBe("not a url");
  });
});

describe("resultFileName", () => {
  it("names a file by date, model, the prompt's first words and the request id, with its own extension", () => {
    expect(resultFileName(task, "https://files.test/r/video.mp4?sig=1", "video")).toBe(
      "2026-11-23_1204_minimax-t2v-01-director_lighthouse-keeper-push-in_20261123120400123000000fwK05Ax.mp4",
    );
  });

  it("is the same scheme for every kind, numbering the second and later files of a list", () => {
    const threeD = { ...task, model: "bytedance/doubao-seed3d-1.0", prompt: "--subdivisionlevel low --fileformat glb" };
    expect(resultFileName(threeD, "https://files.test/r/model.GLB", "file", 1)).toBe(
      "2026-11-23_1204_bytedance-doubao-seed3d-1-0_subdivisionlevel-low-fileformat-glb_20261123120400123000000fwK05Ax_2.glb",
    );
    expect(taskArchiveName(task)).toMatch(/^2026-11-23_1204_minimax-t2v-01-director_.*fwK05Ax\.zip$/);
  });

  it("falls back to the kind's extension and leaves out what is empty or unsafe", () => {
    const odd = { ...task, prompt: "灯塔守护者 Café/../..", requestId: "../evil id" };
    expect(resultFileName(odd, "https://files.test/r/download", "video")).toBe(
      "2026-11-23_1204_minimax-t2v-01-director_cafe_evilid.mp4",
    );
    expect(resultFileName({ ...odd, prompt: "", requestId: null }, "data:image/png;base64,AA", "image")).toBe(
      "2026-11-23_1204_minimax-t2v-01-director.png",
    );
    for (const name of [resultFileName(odd, "https://h/a.b.c.d.verylongext", "audio")])
      expect(name).toMatch(/^[A-Za-z0-9._-]+\.mp3$/);
  });
});
