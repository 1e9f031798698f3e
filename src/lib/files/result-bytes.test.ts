import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipFiles } from "./result-bytes.ts";

describe("zipFiles", () => {
  it("puts every file in one zip under its own name, bytes unchanged", async () => {
    const video = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]);
    const model = new TextEncoder().encode("glTF-ish");
    const zip = await zipFiles([
      { name: "2026-11-23_1204_m_a_r1.mp4", blob: new Blob([video]) },
      { name: "2026-11-23_1204_m_a_r1_2.glb", blob: new Blob([model]) },
    ]);
    expect(zip.type).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["2026-11-23_1204_m_a_r1.mp4", "2026-11-23_1204_m_a_r1_2.glb"]);
    expect(Array.from(files["2026-11-23_1204_m_a_r1.mp4"]!)).toEqual(Array.from(video));
    expect(Array.from(files["2026-11-23_1204_m_a_r1_2.glb"]!)).toEqual(Array.from(model));
  });
});
