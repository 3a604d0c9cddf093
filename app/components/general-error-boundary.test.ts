import { describe, expect, test } from "vitest";
import { refusalResponse, refuse } from "~/lib/refusal";
import { describeRouteError, describeStatus, routeMessage } from "./general-error-boundary";

/** What React Router hands a boundary for a thrown Response: its status and its body read as text. */
async function thrown(response: Response) {
  const { UNSAFE_ErrorResponseImpl: ErrorResponseImpl } = await import("react-router");
  return new ErrorResponseImpl(response.status, response.statusText, await response.text());
}

describe("the status a boundary shows", () => {
  test.each([
    [403, "You do not have access to this page"],
    [404, "Page not found"],
    [409, "This was changed by someone else"],
    [413, "What you sent is too large"],
    [415, "This page cannot read what was sent"],
    [429, "Too many attempts"],
    [400, "We could not process that request"],
    [405, "We could not process that request"],
    [500, "Something went wrong"],
    [502, "Something went wrong"],
    [503, "Campus is busy"],
  ])("%i has the heading %s", (status, heading) => {
    expect(describeStatus(status).heading).toBe(heading);
  });
});

describe("the message a boundary shows", () => {
  test("a feature's refusal keeps its message and its status", async () => {
    const error = await thrown(refusalResponse(refuse("missing", "This course does not exist.")));
    expect(describeRouteError(error)).toEqual({
      status: 404,
      heading: "Page not found",
      message: "This course does not exist.",
    });
  });

  test("a stale refusal says what happened", async () => {
    const error = await thrown(refusalResponse(refuse("stale")));
    expect(describeRouteError(error).status).toBe(409);
    expect(describeRouteError(error).message).toMatch(/changed by someone else/);
  });

  test("a bare reason phrase gives way to the status's own words", async () => {
    const error = await thrown(new Response("Not Found", { status: 404 }));
    expect(describeRouteError(error).message).toBe(describeStatus(404).message);
  });

  test("a data request the server shed (a bare 503) says Campus is busy and to try again, in the page's language", async () => {
    const shed = await thrown(
      new Response("Campus is busy. Too many people…", { status: 503, statusText: "Service Unavailable" }),
    );
    expect(describeRouteError(shed)).toEqual({
      status: 503,
      heading: "Campus is busy",
      message: "Too many people are using Campus right now. Please try again in a moment.",
    });
    const { withLocale } = await import("~/lib/request-context.server");
    expect(withLocale("af", () => describeRouteError(shed).heading)).toBe("Campus is tans besig");
  });

  test("a JSON refusal's message is shown", () => {
    expect(routeMessage({ status: 429, statusText: "", data: { message: "Slow down, please." } })).toBe(
      "Slow down, please.",
    );
  });

  test("a server error's text and an unexpected error's stack never reach the page", async () => {
    const serverError = await thrown(new Response("TypeError: cannot read x of undefined", { status: 500 }));
    expect(describeRouteError(serverError).message).toBe(describeStatus(500).message);
    const unexpected = describeRouteError(new Error("SQLITE_CONSTRAINT: secret detail"));
    expect(unexpected).toEqual(describeStatus(500));
  });

  test("HTML bodies are not shown as text", () => {
    expect(routeMessage({ status: 400, statusText: "", data: "<html><body>proxy error</body></html>" })).toBeNull();
  });
});
