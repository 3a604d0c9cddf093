import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FORM_INTENTS } from "~/features/forms/field-types";
import * as formRoute from "~/routes/instructor/form";
import * as formsRoute from "~/routes/instructor/forms";
import * as myCpdRoute from "~/routes/learn/my-cpd";
import * as uploadsRoute from "~/routes/resources/uploads-api";
import * as publicFormRoute from "~/routes/site/public-form";
import { getDb } from "~/server/app-context.server";
import { dataOf, formRequest, routeArgs, settle } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";
import { createEdgeApp, listenOnEdge } from "../../server/app.ts";
import { serveFetchHandler } from "../../server/request-handler.ts";
import { requireSameOrigin } from "../../server/security.ts";

/**
 * A body the route stops reading with an error while it is still arriving (a multipart part header
 * the parser cannot read: a NUL in the file name) must end as that route's 4xx, never as an
 * 'error' event nobody listens to, which ends the Node process. Sent the way an attacker sends it:
 * over a real socket, chunked, a piece at a time with pauses, so the parser fails before the body
 * has ended. The whole body at once passed before; only a body still arriving killed the server.
 */

const BOUNDARY = "campus-chunked-hostile";
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

let server: http.Server;
let origin = "";
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

/** The three routes that read a multipart file as a stream, behind the production request edge. */
beforeAll(async () => {
  const settings = { isProduction: true, trustProxy: false as const, limits: { uploadMaxBytes: 10_000_000 } };
  const app = createEdgeApp(settings);
  app.use(requireSameOrigin);
  app.all(
    "/{*path}",
    serveFetchHandler(async (request) => {
      const path = new URL(request.url).pathname;
      const slug = /^\/f\/([^/]+)$/.exec(path)?.[1];
      const result = await settle(async () => {
        if (path === "/api/uploads") return uploadsRoute.action(routeArgs(request));
        if (path === "/my-learning/cpd") return myCpdRoute.action(routeArgs(request));
        if (slug) return publicFormRoute.action(routeArgs(request, { slug }));
        if (path === "/ping") return new Response("pong");
        return new Response("Not found", { status: 404 });
      });
      if (result instanceof Response) return result;
      const { data, status } = dataOf<unknown>(result);
      return Response.json(data, { status });
    }, settings.limits),
  );
  server = await new Promise<http.Server>((resolve) => {
    const listening = listenOnEdge(app, 0, "127.0.0.1", () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

beforeEach(() => {
  uncaught.length = 0;
  process.on("uncaughtException", recordUncaught);
});
afterEach(() => {
  process.off("uncaughtException", recordUncaught);
});

function filePart(field: string, fileName: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Posts `head`, then filler in several chunks with pauses between them, and keeps sending until
 * the server answers or closes the connection (never ends the body on its own before that).
 */
function sendInChunks(
  path: string,
  head: Buffer,
  headers: Record<string, string> = {},
  { cutOff = false }: { cutOff?: boolean } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    let isDone = false;
    const request = http.request(`${origin}${path}`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": MULTIPART_TYPE, "Transfer-Encoding": "chunked", ...headers },
    });
    const finish = (answer: { status: number; text: string }) => {
      if (isDone) return;
      isDone = true;
      request.destroy();
      resolve(answer);
    };
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (piece: string) => {
        text += piece;
      });
      response.on("end", () => finish({ status: response.statusCode ?? 0, text }));
      response.on("error", () => finish({ status: response.statusCode ?? 0, text }));
    });
    // A reset or close without an answer: status 0.
    request.on("error", () => finish({ status: 0, text: "" }));
    request.on("close", () => finish({ status: 0, text: "" }));
    void (async () => {
      request.write(head);
      const filler = Buffer.alloc(8 * 1024, 0x61);
      for (let chunk = 0; chunk < (cutOff ? 5 : 200) && !isDone; chunk++) {
        await pause(10);
        if (!isDone && !request.destroyed) request.write(filler);
      }
      // Cut off: the body ends in the middle of the part, without its closing boundary.
      if (!isDone && !request.destroyed) request.end(cutOff ? undefined : `\r\n--${BOUNDARY}--\r\n`);
    })();
  });
}

async function serverStillAnswers() {
  const response = await fetch(`${origin}/ping`);
  return { status: response.status, text: await response.text() };
}

async function openFormWithFileField(): Promise<string> {
  const instructor = await signedInAs("instructor");
  const created = (await settle(() =>
    formsRoute.action(
      routeArgs(
        formRequest("/instructor/forms", { intent: FORM_INTENTS.add, title: "Applications" }, instructor.cookie),
      ),
    ),
  )) as Response;
  const formId = (created.headers.get("Location") ?? "").split("/").pop() as string;
  const version = async () =>
    String(
      (await getDb().selectFrom("forms").select("version").where("id", "=", formId).executeTakeFirstOrThrow()).version,
    );
  const post = async (fields: Record<string, string>) =>
    settle(() =>
      formRoute.action(
        routeArgs(formRequest(`/instructor/form/${formId}`, fields, instructor.cookie), {
          formId,
        }),
      ),
    );
  await post({
    intent: FORM_INTENTS.saveContent,
    version: await version(),
    content: JSON.stringify({
      title: "Applications",
      fields: [{ id: "cv", type: "file", label: "Your CV", required: true, fileKind: "pdf" }],
    }),
  });
  await post({ intent: FORM_INTENTS.open, version: await version() });
  const form = await getDb().selectFrom("forms").select("slug").where("id", "=", formId).executeTakeFirstOrThrow();
  return form.slug;
}

describe("a multipart body whose part header cannot be read, still arriving in chunks", () => {
  const routes: Array<{ name: string; target: () => Promise<{ path: string; headers: Record<string, string> }> }> = [
    {
      name: "POST /f/{slug} of an open form with a file field, anonymously",
      target: async () => ({ path: `/f/${await openFormWithFileField()}`, headers: {} }),
    },
    {
      name: "POST /api/uploads, signed in",
      target: async () => ({ path: "/api/uploads", headers: { Cookie: (await signedInAs("student")).cookie } }),
    },
    {
      name: "POST /my-learning/cpd (CPD evidence), signed in",
      target: async () => ({ path: "/my-learning/cpd", headers: { Cookie: (await signedInAs("student")).cookie } }),
    },
  ];

  for (const { name, target } of routes) {
    it(`${name}: ten such requests each answer 400, nothing goes unhandled, and the server still answers`, async () => {
      const { path, headers } = await target();
      const field = path === "/my-learning/cpd" ? "evidence" : path === "/api/uploads" ? "file" : "cv";
      const head = filePart(field, "a\u0000.pdf");
      const answers = await Promise.all(Array.from({ length: 10 }, () => sendInChunks(path, head, headers)));
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.text).toMatch(/NUL character/);
      }
      expect(uncaught).toEqual([]);
      expect(await serverStillAnswers()).toEqual({ status: 200, text: "pong" });
    });
  }
});

describe("a multipart body that ends in the middle of a file part the route reads past", () => {
  it("answers 400 on each route, nothing goes unhandled, and the server still answers", async () => {
    const student = await signedInAs("student");
    const targets: Array<{ path: string; headers: Record<string, string> }> = [
      { path: `/f/${await openFormWithFileField()}`, headers: {} },
      { path: "/api/uploads", headers: { Cookie: student.cookie } },
      { path: "/my-learning/cpd", headers: { Cookie: student.cookie } },
    ];
    for (const { path, headers } of targets) {
      // A second file part under a name the route does not keep: read past, never written anywhere.
      const head = filePart("unexpected", "other.pdf");
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => sendInChunks(path, head, headers, { cutOff: true })),
      );
      for (const answer of answers) expect(answer.status, path).toBe(400);
    }
    expect(uncaught).toEqual([]);
    expect(await serverStillAnswers()).toEqual({ status: 200, text: "pong" });
  });
});
