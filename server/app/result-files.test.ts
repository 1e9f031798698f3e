import { describe, expect, it } from "vitest";
import { isResultFile, resultUrlsOf } from "./result-files.ts";

const answer = {
  code: "success",
  message: "",
  data: {
    request_id: "r1",
    status: "COMPLETED",
    data: {
      file_urls: ["https://cdn.example.com/t/r1/model.gltf?sig=abc", "not a url", "javascript:alert(1)"],
      video_urls: ["https://media.example.com/v.mp4"],
      text_urls: ["https://cdn.example.com/t/r1/notes.txt"],
      text: "https://cdn.example.com/elsewhere/not-a-result",
    },
  },
};
const results = resultUrlsOf(answer);
const allowed = (url: string) => isResultFile(url, new URL(url), results);

describe("resultUrlsOf", () => {
  it("lists the http(s) URLs of every result list, documented or not, and nothing else", () => {
    expect(results.map(String)).toEqual([
      "https://cdn.example.com/t/r1/model.gltf?sig=abc",
      "https://media.example.com/v.mp4",
      "https://cdn.example.com/t/r1/notes.txt",
    ]);
    expect(resultUrlsOf({ code: "success", data: null })).toEqual([]);
    expect(resultUrlsOf("<html>")).toEqual([]);
  });
});

describe("isResultFile", () => {
  it("allows a result, and a file beside one (a .gltf's buffers and textures)", () => {
    expect(allowed("https://cdn.example.com/t/r1/model.gltf?sig=abc")).toBe(true);
    expect(allowed("https://cdn.example.com/t/r1/model.bin")).toBe(true);
    expect(allowed("https://cdn.example.com/t/r1/textures/wood.png")).toBe(true);
  });

  it.each([
    ["another directory of the same host", "https://cdn.example.com/t/r2/model.bin"],
    ["a parent directory", "https://cdn.example.com/t/secret.txt"],
    ["a climb out with ..", "https://cdn.example.com/t/r1/../r2/model.bin"],
    ["a climb out with encoded dots", "https://cdn.example.com/t/r1/%2e%2e/r2/model.bin"],
    ["an encoded slash", "https://cdn.example.com/t/r1/a%2F..%2Fb"],
    ["double-encoded dots", "https://cdn.example.com/t/r1/%252e%252e/r2/model.bin"],
    ["a double-encoded slash", "https://cdn.example.com/t/r1/..%252Fr2%252Fmodel.bin"],
    ["another host", "https://evil.example.com/t/r1/model.bin"],
    ["another scheme on the same host", "http://cdn.example.com/t/r1/model.bin"],
    ["a URL only mentioned in the text", "https://cdn.example.com/elsewhere/not-a-result"],
  ])("refuses %s", (_name, url) => {
    expect(allowed(url)).toBe(false);
  });
});
