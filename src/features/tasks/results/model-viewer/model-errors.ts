/** The file is fine to download but the preview cannot show it; the UI says so and keeps the download link. */
export class UnsupportedModelError extends Error {
  override name = "UnsupportedModelError";
}
