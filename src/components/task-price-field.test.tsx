import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { loadTaskPrice } from "../lib/task-price.ts";
import { clearBrowser, renderApp } from "../test/render-app.tsx";

beforeEach(clearBrowser);

describe("the settings' price per task", () => {
  it(
    "is empty by default, refuses what is not a price, and saves one typed with a comma",
    { timeout: 60_000 },
    async () => {
      const { user } = renderApp();
      await user.click(screen.getByRole("button", { name: "Connection settings" }));
      const dialog = within(await screen.findByRole("dialog", { name: "Connection settings" }, { timeout: 15_000 }));
      const price = dialog.getByRole("textbox", { name: "Price per task" });
      expect(price).toHaveValue("");
      await user.type(price, "cheap");
      await user.click(dialog.getByRole("button", { name: "Save" }));
      expect(price).toHaveAccessibleDescription(/^Enter a price of 0 or more, e\.g\. 0\.35, or leave it empty\./);
      expect(loadTaskPrice()).toBeNull();

      await user.clear(price);
      await user.type(price, "0,35");
      await user.click(dialog.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(loadTaskPrice()).toBe(0.35);
    },
  );
});
