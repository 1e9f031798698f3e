import { act, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { fullPause } from "../../../../server/workspace/run-pauses.ts";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { render } from "../../../test/render-translated.tsx";
import { makeRun } from "../../../test/runs.ts";
import { RunControls } from "./run-controls.tsx";

// A run its server paused because the workspace is full, as the server stores the pause: the
// controls say so and what to do, in the language shown.

afterEach(() => act(() => activateLocale("en")));

it("says the workspace is full and how to go on, in English and in Chinese", async () => {
  render(<RunControls run={makeRun({ pause: fullPause({ held: 2, max: 2 }), sentBy: "server" }, 3)} />);
  expect(screen.getByRole("status")).toHaveTextContent(
    "Paused: the workspace holds as many tasks as its server allows, so no more cells are sent. Ask whoever runs it to archive old tasks or raise WORKSPACE_MAX_TASKS, then resume.",
  );
  await act(() => activateLocale("zh-CN"));
  expect(screen.getByRole("status")).toHaveTextContent(/^已暂停：工作区中的任务数已达到其服务器允许的上限/);
});
