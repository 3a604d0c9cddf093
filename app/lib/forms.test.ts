import { describe, expect, test } from "vitest";
import { z } from "zod";
import * as mini from "zod/mini";
import { acceptedReply, invalidReply, refusalReply } from "./action-reply";
import { checkbox, email, optionalText, phone, REQUIRED_MESSAGE, requiredText, wholeNumber } from "./form-fields";
import { parseForm } from "./forms";
import { refuse } from "./refusal";

function form(entries: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [key, value] of Object.entries(entries)) formData.append(key, value);
  return formData;
}

describe("parseForm takes any schema", () => {
  test("a union: each branch's own rules", () => {
    const schema = z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("rename"), title: requiredText(200, "Title") }),
      z.object({ intent: z.literal("delete"), id: z.string().min(1) }),
    ]);
    expect(parseForm(schema, form({ intent: "rename", title: "  New  " }))).toMatchObject({
      ok: true,
      data: { intent: "rename", title: "New" },
    });
    expect(parseForm(schema, form({ intent: "rename", title: "" }))).toMatchObject({
      ok: false,
      fieldErrors: { title: "Title is required" },
    });
  });

  test("a refined object: the refinement's message on its path, every message at once", () => {
    const schema = z
      .object({ password: z.string().min(8, "Too short"), confirm: z.string() })
      .refine((value) => value.password === value.confirm, {
        message: "The two passwords do not match",
        path: ["confirm"],
        when: () => true,
      });
    const parsed = parseForm(schema, form({ password: "short", confirm: "other" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.fieldErrors).toEqual({ password: "Too short", confirm: "The two passwords do not match" });
      expect(parsed.values).not.toHaveProperty("password");
    }
  });

  test("a zod/mini schema", () => {
    const schema = mini.object({ name: mini.string().check(mini.minLength(1, "Name is required")) });
    expect(parseForm(schema, form({ name: "" }))).toMatchObject({
      ok: false,
      fieldErrors: { name: "Name is required" },
    });
  });
});

describe("field builders keep the forms' messages", () => {
  const messageOf = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0].message;
  };

  test("labelled and unlabelled required text", () => {
    expect(messageOf(requiredText(120, "Full name"), " ")).toBe("Full name is required");
    expect(messageOf(requiredText(120, "Full name"), undefined)).toBe("Full name is required");
    expect(messageOf(requiredText(5, "Phone"), "123456")).toBe("Phone must be at most 5 characters");
    expect(messageOf(requiredText(2000), "")).toBe(REQUIRED_MESSAGE());
    expect(messageOf(requiredText(2000), "x".repeat(2001))).toBe(
      `At most ${(2000).toLocaleString("en-ZA")} characters`,
    );
    expect(optionalText(10).parse(undefined)).toBe("");
  });

  test("email, phone, checkbox, whole number", () => {
    expect(email({ label: "Email" }).parse(" Ann@Example.TEST ")).toBe("ann@example.test");
    expect(email({ label: "Email", keepCase: true }).parse("Ann@Example.TEST")).toBe("Ann@Example.TEST");
    expect(messageOf(email({ label: "Email" }), "")).toBe("Email is required");
    expect(messageOf(email({ label: "Email" }), "not-an-address")).toBe("Enter a valid email address");
    expect(messageOf(phone(40), "12")).toBe("Enter a valid phone number");
    expect(phone(40).parse("+27 12 345-6789")).toBe("+27 12 345-6789");
    expect(checkbox().parse("on")).toBe(true);
    expect(checkbox().parse(undefined)).toBe(false);
    expect(wholeNumber(1, 50).parse("7")).toBe(7);
    expect(messageOf(wholeNumber(1, 50), "51")).toBe("Enter a whole number from 1 to 50");
  });
});

describe("one action reply", () => {
  test("invalid: 400 with field messages and values", () => {
    const reply = invalidReply({ fieldErrors: { title: "Title is required" }, values: { title: "" } });
    expect(reply.init?.status).toBe(400);
    expect(reply.data).toMatchObject({ ok: false, reason: "invalid", fieldErrors: { title: "Title is required" } });
  });

  test("a refusal: its status, its message above the form, Reload when stale", () => {
    const stale = refusalReply(refuse("stale", "Someone else saved first."), { title: "Mine" });
    expect(stale.init?.status).toBe(409);
    expect(stale.data).toMatchObject({
      formError: "Someone else saved first.",
      isStale: true,
      values: { title: "Mine" },
    });
    const tooMany = refusalReply(refuse("too-many"));
    expect(tooMany.init?.status).toBe(429);
  });

  test("a refusal naming fields with the default message shows only the field messages", () => {
    const reply = refusalReply(refuse("invalid", undefined, { email: "Another account already uses this email." }));
    expect(reply.data).toMatchObject({
      formError: null,
      fieldErrors: { email: "Another account already uses this email." },
    });
  });

  test("accepted: the same keys, empty", () => {
    expect(acceptedReply({ message: "Saved" })).toEqual({
      ok: true,
      fieldErrors: {},
      formError: null,
      values: null,
      message: "Saved",
    });
  });
});
