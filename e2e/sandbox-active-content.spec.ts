import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { SANDBOX_ATTACHMENTS_PATH, SUBMIT_PATH, taskPath } from "../src/contract/server-paths.ts";
import { imageUrlFor, THREE_D_MODEL } from "./support/deck.ts";
import { SANDBOX_AUTH, uniqueMarker } from "./support/sandbox.ts";

// The probe's finding: an index.html attached to the sandbox with <script src=evil.js> ran in
// Chromium on the app's own origin. Attachments are now only result types; and whatever a
// result's bytes say, opened directly it is a document under a policy where nothing runs.

test.setTimeout(60_000);

const base64 = (text: string) => Buffer.from(text).toString("base64");
/** A script that, if it ever ran, would say so in the console and on the window. */
const script = (marker: string) => `<script>console.log("ran ${marker}"); window.ran = true</script>`;

type Attached = { name: string; content_base64: string; content_type?: string };

async function attach(request: APIRequestContext, match: string, files: Attached[]) {
  return request.post(SANDBOX_ATTACHMENTS_PATH, { data: { match, files } });
}

/** Submits a 3D task whose image URL holds `marker` and returns its result URLs once it finished. */
async function finishedUrls(request: APIRequestContext, image: string): Promise<string[]> {
  const data = { model: THREE_D_MODEL, image, prompt: "--fileformat obj" };
  const submitted = await request.post(SUBMIT_PATH, { data, headers: SANDBOX_AUTH });
  const { request_id } = ((await submitted.json()) as { data: { request_id: string } }).data;
  let urls: string[] = [];
  await expect
    .poll(
      async () => {
        const answer = await request.get(taskPath(request_id), { headers: SANDBOX_AUTH });
        const record = (await answer.json()) as { data: { status: string; data: { file_urls?: string[] } } };
        urls = record.data.data.file_urls ?? [];
        return record.data.status;
      },
      { timeout: 20_000 },
    )
    .toBe("COMPLETED");
  return urls;
}

/** Every console message of the page, to look for a script's own words. */
function consoleOf(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  return messages;
}

test("the sandbox refuses to attach a page or an svg that carries a script", async ({ page }) => {
  const marker = uniqueMarker(test.info());
  const refusals: Attached[] = [
    { name: "index.html", content_base64: base64(`<!doctype html><script src="evil.js"></script>${script(marker)}`) },
    { name: "evil.js", content_base64: base64(`console.log("ran ${marker}")`) },
    { name: "logo.svg", content_base64: base64(`<svg xmlns="http://www.w3.org/2000/svg">${script(marker)}</svg>`) },
    { name: "photo.png", content_type: "text/html", content_base64: base64(script(marker)) },
    { name: "model", content_type: "image/svg+xml", content_base64: base64(script(marker)) },
  ];
  for (const file of refusals) {
    const answer = await attach(page.request, marker, [file]);
    expect(answer.status(), file.name).toBe(400);
    const { error } = (await answer.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("invalid_parameter_value");
    expect(error.message).toMatch(/^Invalid attachment: not a result's (name|type): attachments /);
  }
  const { attachments } = (await (await page.request.get(SANDBOX_ATTACHMENTS_PATH)).json()) as {
    attachments: { match: string }[];
  };
  expect(attachments.filter((armed) => armed.match === marker)).toEqual([]);
});

test("a result opened directly runs no script, on the file host or the app's origin", async ({ page, baseURL }) => {
  const marker = uniqueMarker(test.info());
  const image = imageUrlFor(marker);
  // Script-bearing bytes under names the service does deliver: a picture (shown inline) and text (a download).
  const armed = await attach(page.request, image, [
    { name: "model.obj", content_base64: base64("mtllib model.mtl\n") },
    { name: "photo.png", content_base64: base64(`<!doctype html>${script(marker)}`) },
    { name: "notes.txt", content_base64: base64(`<!doctype html>${script(marker)}`) },
  ]);
  expect(armed.status(), await armed.text()).toBe(201);
  const [obj] = await finishedUrls(page.request, image);
  const both = (name: string) => {
    const onFileHost = obj!.replace("model.obj", name);
    return [onFileHost, new URL(new URL(onFileHost).pathname, baseURL).href];
  };
  expect(new URL(both("photo.png")[0]!).origin).not.toBe(new URL(both("photo.png")[1]!).origin);

  const messages = consoleOf(page);
  for (const url of both("photo.png")) {
    const answer = await page.goto(url);
    expect(answer?.status(), url).toBe(200);
    expect(answer?.headers()["content-security-policy"]).toMatch(/(^|; )sandbox(;|$)/);
    expect(answer?.headers()["x-content-type-options"]).toBe("nosniff");
    // The document is sandboxed: an opaque origin, not the app's, and the bytes' script never ran.
    expect(await page.evaluate(() => [self.origin, (window as { ran?: boolean }).ran ?? false])).toEqual([
      "null",
      false,
    ]);
  }
  // Anything that is not media is a download, never a document.
  for (const url of both("notes.txt")) await expect(page.goto(url)).rejects.toThrow(/Download is starting/);
  expect(messages.filter((text) => text.includes(marker))).toEqual([]);
});
