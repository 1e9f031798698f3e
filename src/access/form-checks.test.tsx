import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../i18n/catalogs.ts";
import { AccessApp } from "./access-app.tsx";
import { createAccessQueryClient } from "./access-queries.ts";
import { PasswordForm } from "./password-form.tsx";

// The forms' own checks, before anything is sent: no server is needed (none is asked).

const openAt = (address: string) => window.history.replaceState(null, "", address);

afterEach(async () => {
  openAt("/");
  await act(() => activateLocale("en"));
});

describe("signing in", () => {
  it("asks for both fields, tying each finding to its input", async () => {
    const user = userEvent.setup();
    render(<AccessApp pathname="/sign-in" />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText("Password");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Fill this in.");
    expect(password).toHaveAccessibleDescription("Fill this in.");
    // The first finding has the focus, so typing goes where the problem is.
    expect(email).toHaveFocus();
  });

  it("says what an email address looks like, and words it again in Chinese", async () => {
    const user = userEvent.setup();
    render(<AccessApp pathname="/sign-in" />);
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.type(screen.getByLabelText("Password"), "whatever");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Enter an email address, like name@example.com.",
    );
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    await act(() => activateLocale("zh-CN"));
    expect(screen.getByLabelText("邮箱")).toHaveAccessibleDescription("请输入邮箱地址，例如 name@example.com。");
  });
});

describe("a new account (setup and join)", () => {
  it("asks for the contract's password length and the same password twice", async () => {
    const user = userEvent.setup();
    openAt("/join#an-invite-token-of-enough-length");
    render(<AccessApp pathname="/join" />);
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Password again"), "shorter");
    await user.click(screen.getByRole("button", { name: "Join" }));
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAccessibleDescription("Use at least 10 characters. At least 10 characters.");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");

    await user.clear(password);
    await user.type(password, "long enough password");
    await user.click(screen.getByRole("button", { name: "Join" }));
    expect(screen.getByLabelText("Password again")).toHaveAccessibleDescription(
      "The two passwords differ: type the same one twice.",
    );
  });
});

describe("changing one's password", () => {
  it("needs the current one and a new one typed twice", async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createAccessQueryClient()}>
          <PasswordForm />
        </QueryClientProvider>
      </I18nProvider>,
    );
    await user.type(screen.getByLabelText("New password"), "a".repeat(201));
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription("Fill this in.");
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      "Use at most 200 characters. At least 10 characters.",
    );
    expect(screen.getByLabelText("Current password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByLabelText("New password again")).toHaveAttribute("autocomplete", "new-password");
  });
});
