import { i18n } from "@lingui/core";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale, startI18n } from "../i18n/catalogs.ts";
import { CATALOG_AREAS, type CatalogArea } from "../i18n/catalog-areas.ts";
import { LANGUAGE_CONTROL_NAME, LOCALE_STORAGE_KEY } from "../i18n/locales.ts";
import { clearBrowser, renderApp } from "../test/render-app.tsx";

const ALL = Object.keys(CATALOG_AREAS) as CatalogArea[];

beforeEach(clearBrowser);
afterEach(async () => {
  await act(() => activateLocale("en"));
  localStorage.removeItem(LOCALE_STORAGE_KEY);
});

describe("Language / 语言", () => {
  it("switches the page to Chinese without losing a typed draft, tells <html lang>, and remembers", async () => {
    const { user } = renderApp();
    const prompt = await screen.findByRole("textbox", { name: "Prompt" });
    await user.type(prompt, "一只白鹤 folds its wings");
    await user.selectOptions(screen.getByRole("combobox", { name: LANGUAGE_CONTROL_NAME }), "zh-CN");

    expect(await screen.findByRole("button", { name: "连接设置" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "任务" })).toBeInTheDocument();
    expect(screen.getByText("暂无任务")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "导入 JSON…" })).toBeInTheDocument();
    // The same control (its name is in both languages), the same draft.
    expect(screen.getByRole("combobox", { name: LANGUAGE_CONTROL_NAME })).toHaveValue("zh-CN");
    expect(screen.getByDisplayValue("一只白鹤 folds its wings")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-CN");

    await user.selectOptions(screen.getByRole("combobox", { name: LANGUAGE_CONTROL_NAME }), "en");
    expect(await screen.findByRole("button", { name: "Connection settings" })).toBeInTheDocument();
    expect(screen.getByDisplayValue("一只白鹤 folds its wings")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
  });

  it("shows the connection settings in Chinese, a value typed before the switch kept", async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole("button", { name: "Connection settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Connection settings" });
    await user.click(screen.getByRole("radio", { name: "Another service" }));
    await user.click(screen.getByRole("textbox", { name: "Base URL" }));
    await user.paste("https://api.example.test");
    await act(() => activateLocale("zh-CN"));

    expect(dialog).toHaveAccessibleName("连接设置");
    expect(screen.getByRole("textbox", { name: "基础 URL" })).toHaveValue("https://api.example.test");
    expect(screen.getByRole("radio", { name: "其他服务" })).toBeChecked();
    expect(screen.getByRole("spinbutton", { name: "同时进行的任务数" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "显示令牌" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "保存" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "取消" })).toBeInTheDocument();
  });
});

describe("the first visit's language", () => {
  const browser = Object.getOwnPropertyDescriptor(Navigator.prototype, "languages")!;
  const prefer = (languages: string[]) =>
    Object.defineProperty(navigator, "languages", { configurable: true, get: () => languages });
  afterEach(() => {
    // The instance's own property goes: jsdom's (on the prototype) answers again.
    delete (navigator as { languages?: unknown }).languages;
    expect(Object.getOwnPropertyDescriptor(Navigator.prototype, "languages")).toEqual(browser);
  });

  it("follows the browser's languages, without remembering them", async () => {
    prefer(["zh-CN", "en"]);
    await act(() => startI18n(ALL));
    expect(i18n.locale).toBe("zh-CN");
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it("keeps a language chosen before over the browser's", async () => {
    prefer(["zh-CN"]);
    localStorage.setItem(LOCALE_STORAGE_KEY, "en");
    await act(() => startI18n(ALL));
    expect(i18n.locale).toBe("en");
  });
});
