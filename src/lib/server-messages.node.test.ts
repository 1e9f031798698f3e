import { afterEach, describe, expect, it } from "vitest";
import { bodyTooLarge, tokenRefusal, upstreamFailure, UpstreamTimeout } from "../../server/app/proxy-errors.ts";
import { activateLocale } from "../i18n/catalogs.ts";
import { ApiError } from "./api-error.ts";
import { describeSubmitFailure, submitFailureOf } from "./failure/describe-error.ts";
import { errorAnswerText } from "./server-messages.ts";

// The server's own answers, as it makes them; the page words them by their code.
const bodyOf = async (response: Response) => (await response.json()) as unknown;
const timeout = () => upstreamFailure(null, new UpstreamTimeout("30 s"), "https://router.example", 30_000);

afterEach(() => activateLocale("en"));

describe("errorAnswerText", () => {
  it("words this server's proxy refusals by their code, not by the server's English", async () => {
    expect(errorAnswerText(await bodyOf(timeout()))).toBe("The service did not answer this server in time.");
    expect(errorAnswerText(await bodyOf(bodyTooLarge()))).toBe(
      "The request is larger than this server forwards: use smaller images.",
    );
  });

  it("reads them in Chinese once the page is Chinese", async () => {
    await activateLocale("zh-CN");
    expect(errorAnswerText(await bodyOf(timeout()))).toBe("服务未及时应答本服务器。");
    expect(errorAnswerText(await bodyOf(bodyTooLarge()))).toBe("请求超过了本服务器可转发的大小：请使用更小的图片。");
    expect(errorAnswerText(await bodyOf(tokenRefusal({}, { held: false, token: null })!))).toBe(
      "未发送访问令牌：请在连接设置中添加。",
    );
    expect(errorAnswerText(await bodyOf(tokenRefusal({}, { held: true, token: null })!))).toBe(
      "本服务器尚未持有服务令牌：请所有者在“成员与权限”页面设置。",
    );
  });

  it("keeps the service's own words, and a code it does not know, as they came", async () => {
    await activateLocale("zh-CN");
    const vendor = {
      error: { message: "prompt is too long", type: "validation_error", code: "invalid_parameter_value" },
    };
    expect(errorAnswerText(vendor)).toBe("prompt is too long");
    expect(errorAnswerText({ error: { message: "Gateway says no", code: "gateway_new_thing" } })).toBe(
      "Gateway says no",
    );
    expect(errorAnswerText({})).toBeNull();
  });
});

describe("a submission this server refused, stored as facts", () => {
  it("is worded by the refusal's code on its card, in the language shown then", async () => {
    const body = await bodyOf(timeout());
    const failure = submitFailureOf(new ApiError("http", "HTTP 504", { status: 504, body }), "token");
    expect(failure.code).toBe("upstream_timeout");
    // The service may have made the task all the same: an outcome unknown, to check before sending again.
    expect(describeSubmitFailure(failure)).toMatchObject({
      message:
        "The service did not answer this server in time. The service may have received the request — check the task list before sending it again.",
      outcomeUnknown: true,
    });
    await activateLocale("zh-CN");
    expect(describeSubmitFailure(failure).message).toContain("服务未及时应答本服务器");
    expect(describeSubmitFailure(failure).message).not.toContain("router.example");
  });
});
