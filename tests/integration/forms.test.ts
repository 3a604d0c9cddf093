import { describe, expect, it } from "vitest";
import { FORM_INTENTS, inputName, optionInputName } from "~/features/forms/field-types";
import * as formMessages from "~/features/forms/messages";
import { signShownAt } from "~/features/forms/spam-guard.server";
import { parseCsv } from "~/lib/csv";
import { getEnvironment } from "~/lib/env.server";
import * as formRoute from "~/routes/instructor/form";
import * as formResponseRoute from "~/routes/instructor/form-response";
import * as formResponsesRoute from "~/routes/instructor/form-responses";
import * as formSummaryRoute from "~/routes/instructor/form-summary";
import * as formsRoute from "~/routes/instructor/forms";
import * as addPageRoute from "~/routes/pages/add-page";
import * as sitePageRoute from "~/routes/pages/page";
import * as csvRoute from "~/routes/resources/form-responses-csv";
import * as uploadFileRoute from "~/routes/resources/upload-file";
import * as publicFormRoute from "~/routes/site/public-form";
import { getDb } from "~/server/app-context.server";
import { outboxTo } from "~tests/support/outbox";
import { dataOf, formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { MINIMAL_PDF } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

const FIELDS = [
  { id: "name", type: "short-text", label: "Full name", helpText: "", required: true, options: [] },
  { id: "mail", type: "email", label: "Email", helpText: "", required: true, options: [] },
  { id: "score", type: "number", label: "Score", helpText: "", required: false, options: [], min: 1, max: 10 },
  { id: "days", type: "multiple-choice", label: "Days", helpText: "", required: false, options: ["Mon", "Tue"] },
  { id: "ok", type: "consent", label: "I agree", helpText: "", required: true, options: [] },
];

async function addForm(cookie: string, title = "Workshop feedback") {
  const response = (await settle(() =>
    formsRoute.action(routeArgs(formRequest("/instructor/forms", { intent: FORM_INTENTS.add, title }, cookie))),
  )) as Response;
  expect(response.status).toBe(302);
  const formId = (response.headers.get("Location") ?? "").split("/").pop() as string;
  return formId;
}

async function version(formId: string) {
  return (await getDb().selectFrom("forms").select("version").where("id", "=", formId).executeTakeFirstOrThrow())
    .version;
}

function builderPost(cookie: string, formId: string, fields: Record<string, string>) {
  return settle(() =>
    formRoute.action(routeArgs(formRequest(`/instructor/form/${formId}`, fields, cookie), { formId })),
  );
}

async function buildOpenForm(cookie: string, settings: Record<string, string> = {}) {
  const formId = await addForm(cookie);
  const saved = dataOf<{ ok: boolean }>(
    await builderPost(cookie, formId, {
      intent: FORM_INTENTS.saveContent,
      version: String(await version(formId)),
      content: JSON.stringify({ title: "Workshop feedback", description: "Tell us.", fields: FIELDS }),
    }),
  );
  expect(saved.data.ok).toBe(true);
  if (Object.keys(settings).length > 0) {
    const set = dataOf<{ ok: boolean }>(
      await builderPost(cookie, formId, {
        intent: FORM_INTENTS.saveSettings,
        version: String(await version(formId)),
        ...settings,
      }),
    );
    expect(set.data.ok).toBe(true);
  }
  const opened = dataOf<{ ok: boolean }>(
    await builderPost(cookie, formId, { intent: FORM_INTENTS.open, version: String(await version(formId)) }),
  );
  expect(opened.data.ok).toBe(true);
  const row = await getDb().selectFrom("forms").selectAll().where("id", "=", formId).executeTakeFirstOrThrow();
  return row;
}

const goodAnswers = {
  [inputName("name")]: "Lerato Molefe",
  [inputName("mail")]: "lerato@example.test",
  [inputName("score")]: "8",
  [optionInputName("days", 1)]: "Tue",
  [inputName("ok")]: "on",
};

let address = 0;
function submit(form: { id: string; slug: string }, answers: Record<string, string>, shownMsAgo = 10_000) {
  address += 1;
  const request = formRequest(`/f/${form.slug}`, {
    started: signShownAt(getEnvironment().authSecret, form.id, Date.now() - shownMsAgo),
    ...answers,
  });
  request.headers.set("x-campus-client-address", `203.0.113.${address}`);
  return publicFormRoute.action(routeArgs(request, { slug: form.slug }));
}

/** A taken response comes back to the form's page with ?sent (post/redirect/get, decision 0057). */
function isThanked(result: unknown, slug: string): boolean {
  return result instanceof Response && result.status === 302 && result.headers.get("Location") === `/f/${slug}?sent`;
}

const responseCount = async (formId: string) =>
  (await getDb().selectFrom("form_responses").select("id").where("form_id", "=", formId).execute()).length;

describe("forms", () => {
  it("an instructor adds a form, builds it, opens it, and a visitor's response is stored with its labels and mails", async () => {
    const instructor = await signedInAs("instructor");
    const form = await buildOpenForm(instructor.cookie, { sendsConfirmation: "on", notifyUserIds: instructor.id });

    const list = await formsRoute.loader(routeArgs(pageRequest("/instructor/forms", instructor.cookie)));
    expect(list.rows.find((row) => row.id === form.id)).toMatchObject({ status: "open", responseCount: 0 });

    expect(isThanked(await submit(form, goodAnswers), form.slug)).toBe(true);
    const thanked = await publicFormRoute.loader(routeArgs(pageRequest(`/f/${form.slug}?sent`), { slug: form.slug }));
    expect(thanked.sent).toBe(true);
    expect(thanked.form.thankYouMessage).toBe("Thank you. We have received your response.");
    const stored = await getDb().selectFrom("form_responses").selectAll().where("form_id", "=", form.id).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]?.answers_json ?? "[]")).toEqual([
      { fieldId: "name", label: "Full name", type: "short-text", value: "Lerato Molefe" },
      { fieldId: "mail", label: "Email", type: "email", value: "lerato@example.test" },
      { fieldId: "score", label: "Score", type: "number", value: 8 },
      { fieldId: "days", label: "Days", type: "multiple-choice", value: ["Tue"] },
      { fieldId: "ok", label: "I agree", type: "consent", value: true },
    ]);
    const notification = await outboxTo(instructor.email);
    expect(notification.map((message) => message.subject)).toContain("New response: Workshop feedback");
    expect(notification.find((message) => message.subject.startsWith("New response"))?.reply_to).toBe(
      "lerato@example.test",
    );
    expect((await outboxTo("lerato@example.test")).map((message) => message.subject)).toEqual([
      "Your response: Workshop feedback",
    ]);

    // Editing the form keeps the old response readable under the label it was answered with.
    const renamed = FIELDS.map((field) => (field.id === "name" ? { ...field, label: "Your name" } : field)).filter(
      (field) => field.id !== "score",
    );
    await builderPost(instructor.cookie, form.id, {
      intent: FORM_INTENTS.saveContent,
      version: String(await version(form.id)),
      content: JSON.stringify({ title: "Workshop feedback", description: "", fields: renamed }),
    });
    const response = await formResponsesRoute.loader(
      routeArgs(pageRequest(`/instructor/form/${form.id}/responses`, instructor.cookie), { formId: form.id }),
    );
    const one = await formResponseRoute.loader(
      routeArgs(pageRequest(`/instructor/form/${form.id}/responses/x`, instructor.cookie), {
        formId: form.id,
        responseId: response.responses[0]?.id,
      }),
    );
    expect(one.response.answers.map((answer) => [answer.label, answer.text])).toContainEqual([
      "Full name",
      "Lerato Molefe",
    ]);
    expect(one.response.answers.map((answer) => [answer.label, answer.text])).toContainEqual(["Score", "8"]);
    const csv = (await csvRoute.loader(
      routeArgs(pageRequest(`/instructor/form/${form.id}/responses.csv`, instructor.cookie), { formId: form.id }),
    )) as Response;
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual(["Received", "Your name", "Email", "Days", "I agree", "Score (removed)"]);
    expect(rows[1]?.slice(1)).toEqual(["Lerato Molefe", "lerato@example.test", "Tue", "Yes", "8"]);
  });

  it("tells each notified staff member of a new response in the language of their profile", async () => {
    const instructor = await signedInAs("instructor");
    const admin = await signedInAs("admin");
    await getDb().updateTable("user").set({ locale: "af" }).where("id", "=", admin.id).execute();
    const form = await buildOpenForm(instructor.cookie, { notifyUserIds: `${instructor.id},${admin.id}` });

    expect(isThanked(await submit(form, goodAnswers), form.slug)).toBe(true);
    const toAdmin = await outboxTo(admin.email);
    expect(toAdmin.map((message) => message.subject)).toEqual(["Nuwe antwoord: Workshop feedback"]);
    expect(toAdmin[0]?.text).toContain("Maak die antwoord oop");
    // The consent answer is worded in the reader's language too; what the author typed stays as typed.
    expect(toAdmin[0]?.text).toContain("I agree");
    expect(toAdmin[0]?.text).toContain("Ja");
    expect((await outboxTo(instructor.email)).map((message) => message.subject)).toEqual([
      "New response: Workshop feedback",
    ]);
  });

  it("refuses a missing required answer and a wrong type with messages, keeps the answers and stores nothing", async () => {
    const instructor = await signedInAs("instructor");
    const form = await buildOpenForm(instructor.cookie);
    const result = dataOf<{ fieldErrors: Record<string, string>; values: Record<string, string>; started: string }>(
      await submit(form, { ...goodAnswers, [inputName("name")]: "", [inputName("score")]: "eleven" }),
    );
    expect(result.status).toBe(400);
    expect(result.data.fieldErrors[inputName("name")]).toBe("This field is required");
    expect(result.data.fieldErrors[inputName("score")]).toBe("Enter a number");
    expect(result.data.values[inputName("mail")]).toBe("lerato@example.test");
    expect(await responseCount(form.id)).toBe(0);
    // The page sent back keeps the time the form was first shown (10 s ago), so the corrected
    // answers sent at once are not "too quick" (a plain document renders the form anew).
    const corrected = formRequest(`/f/${form.slug}`, { ...goodAnswers, started: result.data.started });
    corrected.headers.set("x-campus-client-address", "203.0.113.250");
    expect(isThanked(await publicFormRoute.action(routeArgs(corrected, { slug: form.slug })), form.slug)).toBe(true);
    expect(await responseCount(form.id)).toBe(1);
  });

  it("spam: a filled honeypot is thanked and dropped, a too-quick or forged submission is refused", async () => {
    const instructor = await signedInAs("instructor");
    const form = await buildOpenForm(instructor.cookie, { notifyUserIds: instructor.id });
    expect(isThanked(await submit(form, { ...goodAnswers, website: "http://spam.test" }), form.slug)).toBe(true);
    const quick = dataOf<{ formError: string }>(await submit(form, goodAnswers, 500));
    expect(quick.status).toBe(400);
    expect(quick.data.formError).toBe(formMessages.tooQuick("en"));
    const forged = formRequest(`/f/${form.slug}`, { started: `${Date.now() - 60_000}.forged`, ...goodAnswers });
    const forgedResult = dataOf<{ ok: boolean }>(await publicFormRoute.action(routeArgs(forged, { slug: form.slug })));
    expect(forgedResult.status).toBe(400);
    expect(forgedResult.data).not.toHaveProperty("started");
    expect(await responseCount(form.id)).toBe(0);
    expect(await outboxTo(instructor.email)).toHaveLength(0);
  });

  it("sends one inbox at most three confirmations an hour, across forms; every response is still kept and staff told", async () => {
    const instructor = await signedInAs("instructor");
    const first = await buildOpenForm(instructor.cookie, { sendsConfirmation: "on", notifyUserIds: instructor.id });
    const second = await buildOpenForm(instructor.cookie, { sendsConfirmation: "on" });
    const stranger = { ...goodAnswers, [inputName("mail")]: "someone-else@example.test" };
    for (const form of [first, first, second, first, second])
      expect(isThanked(await submit(form, stranger), form.slug)).toBe(true);
    expect((await responseCount(first.id)) + (await responseCount(second.id))).toBe(5);
    expect((await outboxTo("someone-else@example.test")).map((message) => message.subject)).toEqual([
      "Your response: Workshop feedback",
      "Your response: Workshop feedback",
      "Your response: Workshop feedback",
    ]);
    const told = (await outboxTo(instructor.email)).filter((message) => message.subject.startsWith("New response"));
    expect(told).toHaveLength(3);
  });

  it("a form's page is never kept for the next visitor: each visit signs its own start time", async () => {
    const instructor = await signedInAs("instructor");
    const form = await buildOpenForm(instructor.cookie);
    const page = await publicFormRoute.loader(routeArgs(pageRequest(`/f/${form.slug}`), { slug: form.slug }));
    expect(page.form.started).toMatch(/\S/);
    // The page cache keeps nothing marked private (app/lib/page-cache.server.ts), nor does a proxy.
    expect(new Headers(publicFormRoute.headers({} as never)).get("Cache-Control")).toBe("private, no-store");
  });

  it("limits responses per address", async () => {
    const instructor = await signedInAs("instructor");
    const form = await buildOpenForm(instructor.cookie);
    const fromOneAddress = () => {
      const request = formRequest(`/f/${form.slug}`, {
        started: signShownAt(getEnvironment().authSecret, form.id, Date.now() - 10_000),
        ...goodAnswers,
      });
      request.headers.set("x-campus-client-address", "198.51.100.7");
      return publicFormRoute.action(routeArgs(request, { slug: form.slug }));
    };
    for (let attempt = 0; attempt < 10; attempt++) expect(isThanked(await fromOneAddress(), form.slug)).toBe(true);
    expect(dataOf(await fromOneAddress()).status).toBe(429);
    expect(await responseCount(form.id)).toBe(10);
  });

  it("keeps one response when two arrive at once for the last place", async () => {
    const instructor = await signedInAs("instructor");
    const limited = await buildOpenForm(instructor.cookie, { responseLimit: "1" });
    const results = await Promise.all([submit(limited, goodAnswers), submit(limited, goodAnswers)]);
    expect(results.filter((result) => isThanked(result, limited.slug))).toHaveLength(1);
    expect(results.map((result) => dataOf(result).status)).toContain(410);
    expect(await responseCount(limited.id)).toBe(1);
  });

  it("a closed form, a past closing date and a reached limit take no response", async () => {
    const instructor = await signedInAs("instructor");
    const limited = await buildOpenForm(instructor.cookie, { responseLimit: "1" });
    expect(isThanked(await submit(limited, goodAnswers), limited.slug)).toBe(true);
    const over = dataOf<{ formError: string }>(await submit(limited, goodAnswers));
    expect(over.status).toBe(410);
    expect(over.data.formError).toBe("This form has received all the responses it can take.");
    expect(await responseCount(limited.id)).toBe(1);

    const dated = await buildOpenForm(instructor.cookie, { closesAt: "2020-01-31" });
    const late = dataOf<{ formError: string }>(await submit(dated, goodAnswers));
    expect(late.status).toBe(410);
    expect(late.data.formError).toContain("closed on 31 January 2020");

    const closed = await buildOpenForm(instructor.cookie);
    await builderPost(instructor.cookie, closed.id, {
      intent: FORM_INTENTS.close,
      version: String(await version(closed.id)),
    });
    expect(dataOf(await submit(closed, goodAnswers)).status).toBe(410);
    const page = await publicFormRoute.loader(routeArgs(pageRequest(`/f/${closed.slug}`), { slug: closed.slug }));
    expect(page.form.acceptance).toEqual({
      accepting: false,
      message: "This form is closed and takes no more responses.",
    });

    const draftId = await addForm(instructor.cookie, "Not yet");
    const draft = await getDb().selectFrom("forms").select("slug").where("id", "=", draftId).executeTakeFirstOrThrow();
    const unknown = (await settle(() =>
      publicFormRoute.loader(routeArgs(pageRequest(`/f/${draft.slug}`), { slug: draft.slug })),
    )) as Response;
    expect(unknown.status).toBe(404);
  });

  it("a save from an older version is refused as stale and changes nothing", async () => {
    const instructor = await signedInAs("instructor");
    const other = await signedInAs("admin");
    const formId = await addForm(instructor.cookie);
    const loaded = await version(formId);
    const content = (title: string) => JSON.stringify({ title, description: "", fields: FIELDS });
    const first = dataOf<{ ok: boolean }>(
      await builderPost(other.cookie, formId, {
        intent: FORM_INTENTS.saveContent,
        version: String(loaded),
        content: content("Theirs"),
      }),
    );
    expect(first.data.ok).toBe(true);
    const second = dataOf<{ isStale: boolean; formError: string }>(
      await builderPost(instructor.cookie, formId, {
        intent: FORM_INTENTS.saveContent,
        version: String(loaded),
        content: content("Mine"),
      }),
    );
    expect(second.status).toBe(409);
    expect(second.data.formError).toBe(formMessages.staleForm("en"));
    const row = await getDb().selectFrom("forms").select("title").where("id", "=", formId).executeTakeFirstOrThrow();
    expect(row.title).toBe("Theirs");
  });

  it("an instructor manages only their own forms; admins manage every form", async () => {
    const author = await signedInAs("instructor");
    const other = await signedInAs("instructor");
    const admin = await signedInAs("admin");
    const form = await buildOpenForm(author.cookie);
    const listed = async (cookie: string) =>
      (await formsRoute.loader(routeArgs(pageRequest("/instructor/forms", cookie)))).rows.map((row) => row.id);
    expect(await listed(author.cookie)).toContain(form.id);
    expect(await listed(other.cookie)).not.toContain(form.id);
    expect(await listed(admin.cookie)).toContain(form.id);
    const read = (cookie: string, path: string, loader: (args: never) => Promise<unknown>) =>
      settle(() => loader(routeArgs(pageRequest(path, cookie), { formId: form.id })));
    for (const [path, loader] of [
      [`/instructor/form/${form.id}`, formRoute.loader],
      [`/instructor/form/${form.id}/responses`, formResponsesRoute.loader],
      [`/instructor/form/${form.id}/summary`, formSummaryRoute.loader],
      [`/instructor/form/${form.id}/responses.csv`, csvRoute.loader],
    ] as const) {
      expect(((await read(other.cookie, path, loader as never)) as Response).status).toBe(403);
      const asAdmin = await read(admin.cookie, path, loader as never);
      expect(asAdmin instanceof Response ? asAdmin.status : 200).toBe(200);
    }
    const before = await version(form.id);
    const refused = dataOf(
      await builderPost(other.cookie, form.id, {
        intent: FORM_INTENTS.close,
        version: String(before),
      }),
    );
    expect(refused.status).toBe(403);
    expect(await version(form.id)).toBe(before);
  });

  it("refuses invalid fields from the builder (a choice without options, two file fields) and an empty title", async () => {
    const instructor = await signedInAs("instructor");
    const formId = await addForm(instructor.cookie);
    const bad = dataOf<{ formError: string }>(
      await builderPost(instructor.cookie, formId, {
        intent: FORM_INTENTS.saveContent,
        version: String(await version(formId)),
        content: JSON.stringify({
          title: "X",
          fields: [{ id: "c", type: "dropdown", label: "Pick", options: [] }],
        }),
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.formError).toBe("Not saved: “Pick” needs an option");
    const adding = dataOf<{ formError: string; fieldErrors: Record<string, string> }>(
      await formsRoute.action(
        routeArgs(formRequest("/instructor/forms", { intent: FORM_INTENTS.add, title: " " }, instructor.cookie)),
      ),
    );
    expect(adding.status).toBe(400);
    expect(adding.data.formError).toBe("Failed to add form");
    const twoFiles = dataOf<{ formError: string }>(
      await builderPost(instructor.cookie, formId, {
        intent: FORM_INTENTS.saveContent,
        version: String(await version(formId)),
        content: JSON.stringify({
          title: "X",
          fields: [
            { id: "f1", type: "file", label: "CV" },
            { id: "f2", type: "file", label: "ID" },
          ],
        }),
      }),
    );
    expect(twoFiles.data.formError).toBe("Not saved: A form can have one file upload field.");
  });

  it("a file answer is checked from its bytes, stored through the uploads, and removed with its response", async () => {
    const instructor = await signedInAs("instructor");
    const formId = await addForm(instructor.cookie, "Applications");
    await builderPost(instructor.cookie, formId, {
      intent: FORM_INTENTS.saveContent,
      version: String(await version(formId)),
      content: JSON.stringify({
        title: "Applications",
        fields: [
          { id: "name", type: "short-text", label: "Name", required: true },
          { id: "cv", type: "file", label: "Your CV", required: true, fileKind: "pdf" },
        ],
      }),
    });
    await builderPost(instructor.cookie, formId, { intent: FORM_INTENTS.open, version: String(await version(formId)) });
    const form = await getDb().selectFrom("forms").selectAll().where("id", "=", formId).executeTakeFirstOrThrow();
    const post = (file: File | null) => {
      const body = new FormData();
      body.set("started", signShownAt(getEnvironment().authSecret, form.id, Date.now() - 10_000));
      body.set(inputName("name"), "Sipho");
      if (file) body.set(inputName("cv"), file);
      const request = new Request(`http://localhost:3000/f/${form.slug}`, {
        method: "POST",
        body,
        headers: { Origin: "http://localhost:3000", "x-campus-client-address": "192.0.2.55" },
      });
      return publicFormRoute.action(routeArgs(request, { slug: form.slug }));
    };
    const missing = dataOf<{ fieldErrors: Record<string, string>; values: Record<string, string> }>(await post(null));
    expect(missing.status).toBe(400);
    expect(missing.data.fieldErrors[inputName("cv")]).toBe("This field is required");
    expect(missing.data.values[inputName("name")]).toBe("Sipho");
    const wrongType = dataOf<{ fieldErrors: Record<string, string> }>(
      await post(new File([new TextEncoder().encode("just text, not a PDF")], "cv.pdf")),
    );
    expect(wrongType.status).toBe(415);
    expect(wrongType.data.fieldErrors[inputName("cv")]).toBe("This file is not a PDF document.");
    expect(await responseCount(form.id)).toBe(0);
    const uploadsBefore = (await getDb().selectFrom("uploads").select("id").execute()).length;
    expect(isThanked(await post(new File([MINIMAL_PDF], "cv.pdf")), form.slug)).toBe(true);
    const [stored] = await getDb().selectFrom("form_responses").selectAll().where("form_id", "=", form.id).execute();
    const file = JSON.parse(stored?.answers_json ?? "[]")[1].value;
    expect(file).toMatchObject({ name: "cv.pdf", contentType: "application/pdf" });
    expect((await getDb().selectFrom("uploads").select("id").execute()).length).toBe(uploadsBefore + 1);
    // The file is for the form's author and admins: others get 404, a visitor is asked to sign in.
    const fetchFile = (cookie?: string) =>
      settle(() =>
        uploadFileRoute.loader(
          routeArgs(pageRequest(`/uploads/${file.storedName}`, cookie), { storedName: file.storedName }),
        ),
      ) as Promise<Response>;
    expect((await fetchFile(instructor.cookie)).status).toBe(200);
    expect((await fetchFile(instructor.cookie)).headers.get("Cache-Control")).toContain("private");
    expect((await fetchFile((await signedInAs("instructor")).cookie)).status).toBe(404);
    expect((await fetchFile()).status).toBe(302);
    await formResponsesRoute
      .action(
        routeArgs(
          formRequest(
            `/instructor/form/${form.id}/responses`,
            { intent: FORM_INTENTS.deleteResponse, responseId: stored?.id as string },
            instructor.cookie,
          ),
          { formId: form.id },
        ),
      )
      .catch(() => undefined);
    expect((await getDb().selectFrom("uploads").select("id").execute()).length).toBe(uploadsBefore);
  });

  it("summary counts options and averages numbers; a response can be deleted", async () => {
    const instructor = await signedInAs("instructor");
    const form = await buildOpenForm(instructor.cookie);
    await submit(form, goodAnswers);
    await submit(form, { ...goodAnswers, [inputName("score")]: "3", [optionInputName("days", 0)]: "Mon" });
    const summary = await formSummaryRoute.loader(
      routeArgs(pageRequest(`/instructor/form/${form.id}/summary`, instructor.cookie), { formId: form.id }),
    );
    expect(summary.total).toBe(2);
    expect(summary.questions.find((question) => question.fieldId === "score")?.average).toBe(5.5);
    expect(summary.questions.find((question) => question.fieldId === "days")?.counts).toEqual([
      { option: "Mon", count: 1 },
      { option: "Tue", count: 2 },
    ]);
    const list = await formResponsesRoute.loader(
      routeArgs(pageRequest(`/instructor/form/${form.id}/responses?q=lerato`, instructor.cookie), { formId: form.id }),
    );
    expect(list.total).toBe(2);
    const deleted = (await settle(() =>
      formResponsesRoute.action(
        routeArgs(
          formRequest(
            `/instructor/form/${form.id}/responses`,
            { intent: FORM_INTENTS.deleteResponse, responseId: list.responses[0]?.id as string },
            instructor.cookie,
          ),
          { formId: form.id },
        ),
      ),
    )) as Response;
    expect(deleted.status).toBe(302);
    expect(await responseCount(form.id)).toBe(1);
  });

  it("a content page embeds a built form below its text, posting to the form's own address", async () => {
    const instructor = await signedInAs("instructor");
    const form = await buildOpenForm(instructor.cookie);
    const options = await addPageRoute.loader(routeArgs(pageRequest("/add-page", instructor.cookie)));
    expect(options.formOptions.map((option) => option.value)).toContain(form.id);
    const addPage = (formId: string, title: string) =>
      settle(() =>
        addPageRoute.action(
          routeArgs(
            formRequest(
              "/add-page",
              { title, description: "", bodyHtml: "<p>Sign up below.</p>", isPublished: "on", formId },
              instructor.cookie,
            ),
          ),
        ),
      );
    await addPage(form.id, "Workshop sign-up");
    await addPage("nosuchform", "Page with a forged form");
    const pages = await getDb().selectFrom("site_pages").select(["id", "title", "form_id"]).execute();
    const withForm = pages.find((page) => page.title === "Workshop sign-up");
    expect(withForm?.form_id).toBe(form.id);
    expect(pages.find((page) => page.title === "Page with a forged form")?.form_id).toBeNull();
    const shown = await sitePageRoute.loader(
      routeArgs(pageRequest(`/page/${withForm?.id}`), { id: withForm?.id as string }),
    );
    expect(shown.data.form?.slug).toBe(form.slug);
    expect(shown.data.form?.fields.map((field) => field.label)).toContain("Full name");
    // It carries the form's signed start time, so it is never kept for the next visitor.
    expect(new Headers(shown.init?.headers).get("Cache-Control")).toBe("private, no-store");
  });
});
