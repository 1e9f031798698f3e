import { describe, expect, it } from "vitest";
import { MAX_RESULT_URLS, resultUrlsInOrder } from "./result-order.ts";

describe("a task's result files, numbered as the archive and share links number them", () => {
  it("counts every http(s) URL across the lists in their order, documented or not, and skips the rest", () => {
    const data = {
      text: "a caption",
      video_urls: ["https://cdn.example/a.mp4", "data:video/mp4;base64,AAAA"],
      extra_urls: ["javascript:alert(1)", "http://cdn.example/b.glb", 7],
      image_urls: ["https://cdn.example/c.png"],
    };
    expect(resultUrlsInOrder(data)).toEqual([
      { list: "video_urls", url: "https://cdn.example/a.mp4" },
      { list: "extra_urls", url: "http://cdn.example/b.glb" },
      { list: "image_urls", url: "https://cdn.example/c.png" },
    ]);
  });

  it("stops at its bound on a hostile answer's list", () => {
    const urls = Array.from({ length: MAX_RESULT_URLS + 5 }, (_, i) => `https://cdn.example/${i}.mp4`);
    expect(resultUrlsInOrder({ video_urls: urls })).toHaveLength(MAX_RESULT_URLS);
  });
});
