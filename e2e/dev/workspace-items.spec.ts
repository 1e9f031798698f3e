import { test } from "@playwright/test";
import { uniqueMarker } from "../support/sandbox.ts";
import { presetOnEveryDevice } from "../support/shared-presets.ts";

// The dev server's smoke set: a preset goes to every device with StrictMode's effects run twice
// (the feed's watch of the shared books is started, stopped and started again).

test.setTimeout(120_000);

test("a preset saved on one device is offered on the others, and its deletion goes there too", async ({
  browser,
}, info) => {
  await presetOnEveryDevice(browser, `Dev pans ${uniqueMarker(info)}`);
});
