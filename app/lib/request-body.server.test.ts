import { describe, expect, it } from "vitest";
import { boundedInteger, MAX_REQUEST_INTEGER } from "./form-numbers";
import { INVALID_PAGE_MESSAGE, MAX_PAGE_NUMBER, pageNumberFrom } from "./pagination";
import {
  BODY_TOO_LARGE_ERROR_NAME,
  JSON_TOO_DEEP_MESSAGE,
  jsonValueProblem,
  MAX_JSON_DEPTH,
  nulByteMessage,
  parseFormBody,
  parseJsonBody,
  readFormData,
  readTextFile,
  unreadableBody,
} from "./request-body.server";

function post(body: BodyInit | null, contentType?: string): Request {
  const request = new Request("http://localhost/form", { method: "POST", body });
  if (contentType === undefined) request.headers.delete("Content-Type");
  else request.headers.set("Content-Type", contentType);
  return request;
}

/** A body whose stream fails as the server's limit makes it fail past the limit. */
function tooLarge(contentType: string): Request {
  const stream = new ReadableStream({
    start(controller) {
      const error = new Error("too large");
      error.name = BODY_TOO_LARGE_ERROR_NAME;
      controller.error(error);
    },
  });
  return new Request("http://localhost/form", {
    method: "POST",
    body: stream,
    headers: { "Content-Type": contentType },
    duplex: "half",
  } as RequestInit);
}

async function thrownBy(work: Promise<unknown>): Promise<Response> {
  try {
    await work;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a thrown Response");
}

describe("readFormData", () => {
  it("reads urlencoded and multipart forms", async () => {
    expect((await readFormData(post("a=1&b=%C3%BC", "application/x-www-form-urlencoded"))).get("b")).toBe("ü");
    const form = new FormData();
    form.set("title", "Audit");
    expect((await readFormData(new Request("http://localhost/", { method: "POST", body: form }))).get("title")).toBe(
      "Audit",
    );
  });

  it.each([
    ["JSON", '{"a":1}', "application/json", 415, /application\/x-www-form-urlencoded or multipart\/form-data/],
    ["text", "hello", "text/plain", 415, /application\/x-www-form-urlencoded/],
    ["XML", "<a/>", "application/xml", 415, /multipart\/form-data/],
    ["no content type", "a=1", undefined, 415, /Send this form as/],
    ["multipart without boundary", "--x\r\n", "multipart/form-data", 400, /no boundary/],
    ["multipart that does not parse", "garbage", "multipart/form-data; boundary=abc", 400, /could not be read/],
    ["a NUL in a value", "title=a%00b", "application/x-www-form-urlencoded", 400, /NUL character/],
    ["a NUL in a name", "ti%00tle=a", "application/x-www-form-urlencoded", 400, /NUL character/],
  ])("refuses %s with a status and a sentence", async (_what, body, contentType, status, message) => {
    const response = await thrownBy(readFormData(post(body, contentType)));
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(message);
  });

  it("refuses a NUL in an uploaded file's name but not in its bytes", async () => {
    const withNulName = new FormData();
    withNulName.set("file", new File(["x"], "a\u0000.png"));
    const refused = await parseFormBody(new Request("http://localhost/", { method: "POST", body: withNulName }));
    expect(refused.ok).toBe(false);
    const withNulBytes = new FormData();
    withNulBytes.set("file", new File([new Uint8Array([0, 1, 0])], "image.png"));
    const read = await parseFormBody(new Request("http://localhost/", { method: "POST", body: withNulBytes }));
    expect(read.ok).toBe(true);
  });

  it("answers 413 when the server cut the body at its limit", async () => {
    const response = await thrownBy(readFormData(tooLarge("application/x-www-form-urlencoded")));
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/larger than this form accepts/);
  });
});

describe("parseJsonBody", () => {
  it("reads any JSON value", async () => {
    expect(await parseJsonBody(post('{"intent":"save"}', "application/json; charset=utf-8"))).toEqual({
      ok: true,
      value: { intent: "save" },
    });
  });

  it.each([
    ["a form", "a=1", "application/x-www-form-urlencoded", "unsupported-type"],
    ["broken JSON", '{"a":', "application/json", "invalid"],
    ["an empty body", "", "application/json", "invalid"],
    ["a NUL in a string", '{"title":"a\\u0000b"}', "application/json", "invalid"],
    ["a NUL in a key", '{"a\\u0000":1}', "application/json", "invalid"],
  ])("refuses %s", async (_what, body, contentType, reason) => {
    const parsed = await parseJsonBody(post(body, contentType));
    expect(parsed).toMatchObject({ ok: false, reason });
    expect(parsed.ok === false && parsed.message).toBeTruthy();
  });

  it("answers too-large when the server cut the body at its limit", async () => {
    expect(await parseJsonBody(tooLarge("application/json"))).toMatchObject({ ok: false, reason: "too-large" });
  });
});

describe("unreadableBody", () => {
  it("carries the refusal's status and its message under every name the fetchers read", async () => {
    const refusal = await parseFormBody(post("{}", "application/json"));
    if (refusal.ok) throw new Error("expected a refusal");
    const answer = unreadableBody(refusal);
    expect(answer.init?.status).toBe(415);
    expect(answer.data).toMatchObject({ ok: false, message: refusal.message, formError: refusal.message });
    expect(answer.data.error).toBe(refusal.message);
  });
});

describe("readTextFile and jsonValueProblem", () => {
  it("reads a CSV and refuses one with a NUL byte", async () => {
    expect(await readTextFile(new File(["name,email\n"], "a.csv"))).toEqual({ ok: true, text: "name,email\n" });
    expect(await readTextFile(new File(["name\u0000,email\n"], "a.csv"))).toMatchObject({ ok: false });
  });

  it("finds a NUL anywhere in a JSON value", () => {
    expect(jsonValueProblem({ a: [{ b: "x\u0000" }] })).toBe(nulByteMessage());
    expect(jsonValueProblem({ a: [{ "b\u0000": "x" }] })).toBe(nulByteMessage());
    expect(jsonValueProblem({ a: [{ b: "x" }], n: 1, z: null })).toBeNull();
  });

  it("refuses nesting past MAX_JSON_DEPTH without recursing (100,000 levels do not overflow the stack)", () => {
    const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);
    expect(jsonValueProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonValueProblem(nested(MAX_JSON_DEPTH + 1))).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(jsonValueProblem(nested(100_000))).toBe(JSON_TOO_DEEP_MESSAGE);
  });
});

describe("numbers from a request", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["3", 3],
    ["010", 10],
    [String(MAX_PAGE_NUMBER), MAX_PAGE_NUMBER],
  ])("?page=%s is page %i", (page, expected) => {
    const searchParams = new URLSearchParams(page === null ? "" : `page=${page}`);
    expect(pageNumberFrom(searchParams)).toBe(expected);
  });

  it.each(["-3", "0", "abc", "NaN", "1.5", "1e309", "0x10", " 2", "99999999999999999999", String(MAX_PAGE_NUMBER + 1)])(
    "?page=%s is refused with 400 and the message",
    async (page) => {
      let thrown: unknown;
      try {
        pageNumberFrom(new URLSearchParams({ page }));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
      expect(await (thrown as Response).text()).toBe(INVALID_PAGE_MESSAGE());
    },
  );

  it("reads a second list's page from its own parameter", () => {
    expect(pageNumberFrom(new URLSearchParams({ page: "2", "bookings-page": "5" }), "bookings-page")).toBe(5);
  });

  it("bounds a posted whole number to what an integer column holds, with a message", () => {
    const version = boundedInteger(1);
    expect(version.safeParse("7")).toMatchObject({ success: true, data: 7 });
    expect(version.safeParse(String(MAX_REQUEST_INTEGER)).success).toBe(true);
    for (const text of [String(MAX_REQUEST_INTEGER + 1), "99999999999999999999", "1e309", "1.5", "0", "x"]) {
      const parsed = version.safeParse(text);
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues[0]?.message, text).toMatch(/whole number/);
    }
  });
});
