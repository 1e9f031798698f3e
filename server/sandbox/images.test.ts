import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/contract/error-body.ts";
import { dataUriOf, png, webp } from "../../src/test/make-images.ts";
import { post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";

// The images issue 13 names, made here, sent over HTTP: the sandbox refuses what the vendors refuse,
// naming the field, and takes the rest.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const IMAGES = {
  webp: dataUriOf("image/webp", webp(640, 360)),
  small: dataUriOf("image/png", png(200, 200)),
  thin: dataUriOf("image/png", png(320, 3200)),
  huge: dataUriOf("image/png", png(5000, 5000)),
  heavy: dataUriOf("image/png", png(1900, 1790, { noise: true })),
};
type Name = keyof typeof IMAGES;

const bodies = {
  first_frame_image: (image: string) => ({ model: "minimax/i2v-01-director", first_frame_image: image }),
  "subject_reference[0].image": (image: string) => ({
    model: "minimax/s2v-01",
    prompt: "She waves",
    subject_reference: [{ type: "character", image: [image] }],
  }),
  image: (image: string) => ({ model: "bytedance/doubao-seed3d-1.0", image }),
};
type Field = keyof typeof bodies;

async function refused(field: Field, name: Name, message: RegExp) {
  const response = await post(sandbox.submitUrl, bodies[field](IMAGES[name]));
  expect(response.status).toBe(400);
  const { error } = errorBodySchema.parse(await response.json());
  expect(error).toMatchObject({ code: "invalid_parameter_value", param: field });
  expect(error.message).toMatch(message);
}

async function accepted(field: Field, name: Name) {
  expect((await post(sandbox.submitUrl, bodies[field](IMAGES[name]))).status).toBe(200);
}

describe("the sandbox checks images as the vendors do", () => {
  it("takes a WebP for MiniMax's first frame and subject, and for Seed3D", async () => {
    for (const field of Object.keys(bodies) as Field[]) await accepted(field, "webp");
  });

  it.each(["first_frame_image", "subject_reference[0].image"] as const)(
    "refuses a 200 px image and a 1:10 one as %s, with their figures",
    async (field) => {
      await refused(field, "small", /short side of 200 px; it must be more than 300 px/);
      await refused(field, "thin", /is 320x3200; its aspect ratio must be between 2:5 and 5:2/);
    },
  );

  it("refuses a 5000 × 5000 image for Seed3D and takes it for MiniMax", async () => {
    await refused("image", "huge", /is 5000x5000; it must have fewer than 4096x4096 pixels/);
    await accepted("first_frame_image", "huge");
  });

  it("refuses a 10.2 MB image for Seed3D and takes it for MiniMax", async () => {
    await refused("image", "heavy", /is 102\d{5} bytes; it must be at most 10000000 bytes/);
    await accepted("first_frame_image", "heavy");
  }, 20_000);

  it("takes a URL it cannot look into, as before", async () => {
    for (const field of Object.keys(bodies) as Field[])
      expect((await post(sandbox.submitUrl, bodies[field]("https://example.com/tiny.png"))).status).toBe(200);
  });
});
