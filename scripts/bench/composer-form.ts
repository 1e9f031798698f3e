import type { Page } from "@playwright/test";
import { shown } from "./page-text.ts";

/** The video form's names, for the probes that run in the page (they get them as an argument). */
export type ComposerNames = { form: string; prompt: string; preview: string };

export const composerNames = (): ComposerNames => ({
  form: shown("Video request"),
  prompt: shown("Prompt"),
  preview: shown("Request body"),
});

export const videoForm = (page: Page) =>
  page
    .getByRole("region", { name: shown("New task"), exact: true })
    .getByRole("form", { name: shown("Video request") });
