import { describe, expect, it } from "vitest";
import { apiRoute } from "./api-target.ts";

const status = (target: string, method = "GET") => {
  const route = apiRoute(target, method);
  return route instanceof Response ? route.status : route;
};

describe("apiRoute", () => {
  it("reads the two routes, dropping a query string", () => {
    expect(status("/api/v1/tasks/generations", "POST")).toEqual({ route: "submit" });
    expect(status("/api/v1/tasks/generations/20250829155118560120000jnBOAS1q?x=1")).toEqual({
      route: "query",
      requestId: "20250829155118560120000jnBOAS1q",
    });
    expect(status("/api/v1/tasks/generations/jimeng_2025-01.a:b")).toMatchObject({ requestId: "jimeng_2025-01.a:b" });
  });

  it.each([
    "/api/v1/tasks/../../../admin/billing",
    "/api/v1/tasks/%2e%2e/%2e%2e/admin/billing",
    "/api/v1/tasks/generations/../../admin",
    "/api/v1/tasks/generations/x/y",
    "/api/v1/tasks/other",
    "/api/v1/tasks/generations/",
    "/x/../api/v1/tasks/generations",
  ])("answers 404 to %s: no other path exists", (target) => {
    expect(status(target, "POST")).toBe(404);
    expect(status(target, "DELETE")).toBe(404);
  });

  it.each([
    "/api/v1/tasks/generations/%2e%2e",
    "/api/v1/tasks/generations/.%2e",
    "/api/v1/tasks/generations/..%5c..%5cadmin",
    "/api/v1/tasks/generations/a%2fb",
    "/api/v1/tasks/generations/a%00b",
    "/api/v1/tasks/generations/a%0d%0aX-Injected:%201",
    "/api/v1/tasks/generations/..",
    "/api/v1/tasks/generations/a..b",
  ])("answers 404 to %s: after decoding, no task can have that id", (target) => {
    expect(status(target)).toBe(404);
  });

  it.each(["/api/v1/tasks/generations/%", "/api/v1/tasks/generations/%E0%A4%A"])(
    "answers 400 to %s: not valid percent-encoding",
    (target) => {
      expect(status(target)).toBe(400);
    },
  );

  it("answers 405, naming the method, to any other method on the two routes", () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const route = apiRoute("/api/v1/tasks/generations", method) as Response;
      expect([route.status, route.headers.get("allow")]).toEqual([405, "POST"]);
    }
    for (const method of ["POST", "DELETE", "HEAD"]) {
      const route = apiRoute("/api/v1/tasks/generations/abc", method) as Response;
      expect([route.status, route.headers.get("allow")]).toEqual([405, "GET"]);
    }
  });
});
