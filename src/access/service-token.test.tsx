import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ServiceTokenStatus } from "../contract/access.ts";
import { activateLocale } from "../i18n/catalogs.ts";
import { formatDateTime } from "../lib/format-time.ts";
import { createAccessQueryClient } from "./access-queries.ts";
import { ServiceTokenView } from "./service-token.tsx";

// The section as each status draws it, and the form's own checks before anything is sent: no
// server is needed (none is asked).

const CHANGED_AT = 1_767_000_000_000;
const status = (fields: Partial<ServiceTokenStatus>): ServiceTokenStatus => ({
  source: "none",
  unsettable: null,
  changedBy: null,
  changedAt: null,
  ...fields,
});

const show = (shown: ServiceTokenStatus) =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createAccessQueryClient()}>
        <ServiceTokenView status={shown} />
      </QueryClientProvider>
    </I18nProvider>,
  );

afterEach(async () => {
  await act(() => activateLocale("en"));
});

describe("where the token comes from", () => {
  it("names who set the workspace's token and when, and offers to replace or remove it", () => {
    show(status({ source: "settings", changedBy: "ana@example.com", changedAt: CHANGED_AT }));
    const when = formatDateTime(CHANGED_AT, { locale: "en" });
    expect(screen.getByText(`The workspace keeps a service token, set by ana@example.com on ${when}.`)).toBeVisible();
    const input = screen.getByLabelText("New service token");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toHaveAttribute("autocomplete", "off");
    expect(input).toHaveAttribute("spellcheck", "false");
    expect(input).toHaveValue("");
    expect(screen.getByRole("button", { name: "Save token" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove token" })).toBeInTheDocument();
  });

  it("says when it comes from the environment, or is missing, with nothing to remove", () => {
    const { unmount } = show(status({ source: "environment" }));
    expect(screen.getByText("The token comes from UPSTREAM_TOKEN in the server's environment.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save token" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove token" })).not.toBeInTheDocument();
    unmount();
    show(status({ source: "none" }));
    expect(screen.getByText("No service token yet: submissions are refused until an owner sets one.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Remove token" })).not.toBeInTheDocument();
  });

  it("explains why no token can be kept here, instead of a form that cannot work", () => {
    const { unmount } = show(status({ source: "environment", unsettable: "sandbox" }));
    expect(screen.getByText(/The embedded sandbox answers this server, and it uses its own token/)).toBeVisible();
    expect(screen.queryByText(/UPSTREAM_TOKEN in the server's environment/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("New service token")).not.toBeInTheDocument();
    unmount();
    show(status({ source: "none", unsettable: "secret" }));
    expect(screen.getByText(/needs TASKDECK_SECRET in its environment to keep a token here/)).toBeVisible();
    expect(screen.queryByLabelText("New service token")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save token" })).not.toBeInTheDocument();
  });

  it("speaks Chinese when it is chosen", async () => {
    show(status({ source: "environment" }));
    await act(() => activateLocale("zh-CN"));
    expect(screen.getByText("令牌来自服务器环境变量中的 UPSTREAM_TOKEN。")).toBeVisible();
    expect(screen.getByLabelText("新的服务令牌")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "保存令牌" })).toBeInTheDocument();
  });
});

describe("the token's checks", () => {
  it("asks for a token, long enough, of a bearer token's characters, tying each finding to the input", async () => {
    const user = userEvent.setup();
    show(status({ source: "none" }));
    const input = screen.getByLabelText("New service token");
    const save = screen.getByRole("button", { name: "Save token" });
    await user.click(save);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringMatching(/^Fill this in\./));
    expect(input).toHaveFocus();

    await user.type(input, "   ");
    await user.click(save);
    expect(input).toHaveAccessibleDescription(expect.stringMatching(/^Fill this in\./));

    await user.type(input, "sk-12");
    await user.click(save);
    expect(input).toHaveAccessibleDescription(expect.stringMatching(/^Use at least 8 characters\./));

    await user.clear(input);
    await user.type(input, "sk-1234 5678 abcd");
    await user.click(save);
    expect(input).toHaveAccessibleDescription(
      expect.stringMatching(/^Use only letters, digits and - \. _ ~ \+ \/ \(and = at the end\), with no spaces\./),
    );
    // Nothing was sent: the token stays for the person to mend, and no outcome is announced.
    expect(input).toHaveValue("sk-1234 5678 abcd");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});

describe("removing the kept token", () => {
  it("asks first, and Cancel leaves it", async () => {
    const user = userEvent.setup();
    show(status({ source: "settings", changedBy: "ana@example.com", changedAt: CHANGED_AT }));
    await user.click(screen.getByRole("button", { name: "Remove token" }));
    const dialog = screen.getByRole("dialog", { name: "Remove the service token?" });
    expect(dialog).toHaveTextContent(/UPSTREAM_TOKEN, that token applies again/);
    expect(screen.getByRole("button", { name: "Remove" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
