import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../i18n/catalogs.ts";
import { formatDateTime, formatDuration, relativeTime } from "./format-time.ts";

afterEach(() => act(() => activateLocale("en")));

describe("formatDuration", () => {
  it.each([
    [45, "45 s"],
    [200, "3 min 20 s"],
    [180, "3 min"],
    [3900, "1 h 5 min"],
    [7200, "2 h"],
    [-3, "0 s"],
  ])("%i s reads %s in English", (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it("reads in Chinese once the interface is Chinese", async () => {
    await activateLocale("zh-CN");
    expect(formatDuration(200)).toBe("3 分 20 秒");
    expect(formatDuration(3900)).toBe("1 小时 5 分");
    expect(formatDuration(45)).toBe("45 秒");
  });
});

describe("relativeTime", () => {
  const now = 1_800_000_000_000;
  it("keeps English short and plain", () => {
    expect(relativeTime(now - 2000, now)).toBe("just now");
    expect(relativeTime(now - 3 * 60_000, now)).toBe("3 min ago");
    expect(relativeTime(now + 2 * 60_000, now)).toBe("in 2 min");
    expect(relativeTime(now - 26 * 3_600_000, now)).toBe("1 d ago");
  });

  it("uses Intl.RelativeTimeFormat in Chinese", async () => {
    await activateLocale("zh-CN");
    expect(relativeTime(now - 2000, now, "zh-CN")).toBe("刚刚");
    expect(relativeTime(now - 3 * 60_000, now, "zh-CN")).toBe("3分钟前");
    expect(relativeTime(now + 2 * 60_000, now, "zh-CN")).toBe("2分钟后");
  });
});

describe("formatDateTime", () => {
  it("follows the given language", () => {
    const ms = Date.UTC(2026, 10, 23, 12, 23, 35);
    expect(formatDateTime(ms, { locale: "en", timeZone: "UTC" })).toBe("Nov 23, 2026, 12:23:35 PM");
    expect(formatDateTime(ms, { locale: "zh-CN", timeZone: "UTC" })).toBe("2026年11月23日 12:23:35");
  });
});
