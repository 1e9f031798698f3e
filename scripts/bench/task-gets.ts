import type { Page, Request } from "@playwright/test";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import type { TaskGet } from "./poll-counts.ts";

/** A task's query: a GET of the submit path and one request_id (SUBMIT_PATH holds no regex signs). */
const QUERY = new RegExp(`${SUBMIT_PATH}/([^/?]+)$`);

/**
 * Every GET of a task the page sends from now on, noted in the array returned. Read once a
 * request is over, when its timing holds the moment the browser sent it (wall clock): this
 * process hears of each request later, by a delay that varies with the load.
 */
export function recordTaskGets(page: Page): TaskGet[] {
  const gets: TaskGet[] = [];
  const note = (request: Request) => {
    const id = request.method() === "GET" ? QUERY.exec(new URL(request.url()).pathname)?.[1] : undefined;
    if (id) gets.push({ id: decodeURIComponent(id), at: request.timing().startTime });
  };
  page.on("requestfinished", note);
  page.on("requestfailed", note);
  return gets;
}
