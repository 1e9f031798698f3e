import type { Page } from "@playwright/test";

export type ImageFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Draws a small picture with the page's OffscreenCanvas and encodes it as PNG or JPEG, so
 * no binary fixture has to be committed. The page must have loaded (any document will do).
 */
export async function makeImage(
  page: Page,
  {
    type,
    width,
    height,
    name,
  }: { type: "image/png" | "image/jpeg" | "image/webp"; width: number; height: number; name: string },
): Promise<ImageFile> {
  const base64 = await page.evaluate(
    async ({ type, width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, "#1d4ed8");
      gradient.addColorStop(1, "#f59e0b");
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = "#ffffff";
      context.beginPath();
      context.arc(width / 2, height / 2, Math.min(width, height) / 4, 0, 2 * Math.PI);
      context.fill();
      context.fillStyle = "#0f172a";
      context.font = "bold 32px sans-serif";
      context.fillText("Taskdeck", 20, 50);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type, quality: 0.8 })).arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { type, width, height },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, "base64") };
}

/** The data URI the composer is expected to send for a file. */
export function dataUri(file: ImageFile): string {
  return `data:${file.mimeType};base64,${file.buffer.toString("base64")}`;
}
