import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../i18n/catalogs.ts";
import { AccessApp } from "./access-app.tsx";

const TOKEN = "a-setup-token-of-32-characters-x";

// The token pages read the link's token where the browser keeps it: after `#` in the address.
const openAt = (address: string) => window.history.replaceState(null, "", address);

afterEach(async () => {
  openAt("/");
  await act(() => activateLocale("en"));
});

describe("the access page chooses what to show from its address", () => {
  it.each(["/sign-in", "/", "/a/path/of/the/app"])("signs in at %s", (path) => {
    openAt(path);
    render(<AccessApp pathname={path} />);
    expect(screen.getByRole("heading", { level: 2, name: "Sign in to Taskdeck" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(document.title).toBe("Sign in to Taskdeck");
  });

  it("makes the owner's account at /setup with the link's token", () => {
    openAt(`/setup#${TOKEN}`);
    render(<AccessApp pathname="/setup" />);
    expect(screen.getByRole("heading", { level: 2, name: "Create the owner's account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByLabelText("Password again")).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByRole("button", { name: "Create the owner's account" })).toBeInTheDocument();
  });

  it("joins by an invite at /join", () => {
    openAt(`/join#${TOKEN}`);
    render(<AccessApp pathname="/join" />);
    expect(screen.getByRole("heading", { level: 2, name: "Join this workspace" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join" })).toBeInTheDocument();
  });

  it("explains a link without its token instead of a form that cannot work", () => {
    openAt("/setup");
    const { unmount } = render(<AccessApp pathname="/setup" />);
    expect(screen.getByRole("alert")).toHaveTextContent(/start-up log prints a new one/);
    expect(screen.queryByRole("button", { name: "Create the owner's account" })).not.toBeInTheDocument();
    unmount();
    openAt("/join#short");
    render(<AccessApp pathname="/join" />);
    expect(screen.getByRole("alert")).toHaveTextContent(/Ask an owner of the workspace for a new one/);
  });

  it("speaks Chinese when it is chosen", async () => {
    render(<AccessApp pathname="/sign-in" />);
    await act(() => activateLocale("zh-CN"));
    expect(screen.getByRole("heading", { level: 2, name: "登录 Taskdeck" })).toBeInTheDocument();
    expect(screen.getByLabelText("邮箱")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "登录" })).toBeInTheDocument();
  });
});
