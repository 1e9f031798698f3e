import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/catalogs.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { NOW, running } from "../../test/card-entries.ts";
import { AppProviders } from "../../test/providers.tsx";
import { PollNote } from "./follow-notes.tsx";

// A poll failure is stored as a code and worded where it is shown: it follows a language switch.
afterEach(() => act(() => activateLocale("en")));

function renderNote(patch: Partial<DeckEntry>) {
  const { container } = render(
    <AppProviders>
      <PollNote entry={{ ...running(), updatedAt: null, ...patch }} now={NOW} />
    </AppProviders>,
  );
  return () => container.textContent;
}

describe("a task's last failed check on a language switch", () => {
  it("reads in the new language, the service's own words as it said them", async () => {
    const text = renderNote({ pollError: { code: "rejected", reason: "not yours" } });
    expect(text()).toBe("The last check got a refusal: not yours. Retrying…");
    await act(() => activateLocale("zh-CN"));
    expect(text()).toBe("上次检查被拒绝：not yours。 正在重试…");
  });

  it("shows a failure stored as text by an earlier version as it was stored", async () => {
    const text = renderNote({ pollError: "The last check got HTTP 500." });
    await act(() => activateLocale("zh-CN"));
    expect(text()).toBe("The last check got HTTP 500. 正在重试…");
  });

  it("names the token problem in the new language while following is paused", async () => {
    renderNote({ pollError: { code: "token" }, pollPaused: true });
    expect(screen.getByText(/^Following paused: the access token is missing or was rejected\./)).toBeInTheDocument();
    await act(() => activateLocale("zh-CN"));
    expect(screen.getByText("已暂停跟踪：访问令牌缺失或被拒绝。请在连接设置中修正。")).toBeInTheDocument();
  });

  it("names the server's own token when the server's check got a 401, and offers no settings to fix it", async () => {
    const text = renderNote({ pollError: { code: "token" }, serverFollows: true });
    expect(text()).toBe(
      "The last check got HTTP 401: this server's access token is missing or was rejected (UPSTREAM_TOKEN, set where the server runs). Retrying…",
    );
    expect(screen.queryByRole("button", { name: "Fix the token" })).toBeNull();
  });
});
