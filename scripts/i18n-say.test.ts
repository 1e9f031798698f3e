import { describe, expect, it } from "vitest";
import { englishRuns, namesWithoutCjk } from "./i18n-page-text.ts";
import { appLocale, format, say, sayPattern, translationOf } from "./i18n-say.ts";

describe("say: the text a page shows for an English message", () => {
  it("reads the committed Chinese catalogs, and English as written", () => {
    expect(say("zh-CN", "Connection settings")).toBe("连接设置");
    expect(say("en-US", "Connection settings")).toBe("Connection settings");
    expect(say("en", "Anything {name}", { name: "at all" })).toBe("Anything at all");
  });

  it("throws when a message has no Chinese translation, so a journey cannot pass on English", () => {
    expect(() => say("zh-CN", "A message no catalog has")).toThrow(
      /zh-CN .*No translation for "A message no catalog has"/,
    );
  });

  it("refuses a message two catalogs translate two ways: the page would show either", () => {
    const byArea = new Map([
      [
        "tasks",
        new Map([
          ["Submitted", "已提交"],
          ["Close", "关闭"],
        ]),
      ],
      [
        "review",
        new Map([
          ["Submitted", "提交时间"],
          ["Close", "关闭"],
        ]),
      ],
    ]);
    expect(translationOf(byArea, "Close")).toBe("关闭");
    expect(() => translationOf(byArea, "Submitted")).toThrow(
      '"Submitted" is translated two ways, "已提交" (tasks) and "提交时间" (review)',
    );
  });

  it("maps the browser's language to the app's as a first visit does", () => {
    expect(appLocale("en-US")).toBe("en");
    expect(appLocale("zh-CN")).toBe("zh-CN");
    expect(appLocale("zh")).toBe("zh-CN");
    expect(appLocale("fr-FR")).toBe("en");
  });

  it("fills placeholders, plurals and numbers by the language's rules, and drops rich-text tags", () => {
    const tasks = "{count, plural, one {# task} other {# tasks}}";
    expect(format("en", tasks, { count: 1 })).toBe("1 task");
    expect(format("en", tasks, { count: 1200 })).toBe("1,200 tasks");
    expect(format("zh-CN", "{count, plural, other {# 个任务}}", { count: 3 })).toBe("3 个任务");
    expect(format("zh-CN", "共 {total} 个,显示 {shown} 个", { shown: 2, total: 5 })).toBe("共 5 个,显示 2 个");
    expect(format("en", "Press <0>Enter</0> to send<1/>", {})).toBe("Press Enter to send");
  });

  it("makes a pattern for unknown values", () => {
    const pattern = sayPattern("en-US", "Showing {shown} of {total} tasks");
    expect("Showing 3 of 12 tasks").toMatch(pattern);
    expect("Showing 3 of 12 tasks today").not.toMatch(pattern);
  });
});

describe("a translated page's checks", () => {
  it("finds runs of three or more English words, outside the allowed texts", () => {
    expect(englishRuns("任务 3 个 · Showing all the tasks · 模型 MiniMax Hailuo")).toEqual(["Showing all the tasks"]);
    expect(englishRuns("提示词: A lighthouse at dusk ok", ["A lighthouse at dusk"])).toEqual([]);
    expect(englishRuns("Seed3D 2.0 · minimax/t2v-01-director · HTTP 429 · JSON cURL")).toEqual([]);
    expect(englishRuns("don't lose it", [/lose/])).toEqual([]);
    expect(englishRuns("don't lose it")).toEqual(["don't lose it"]);
  });

  it("lists the control names with no Chinese letter that are not allowed", () => {
    expect(
      namesWithoutCjk(["提交", "JSON", "Submit", "minimax/t2v-01", "语言 Language"], ["JSON", /^minimax\//]),
    ).toEqual(["Submit"]);
  });
});
