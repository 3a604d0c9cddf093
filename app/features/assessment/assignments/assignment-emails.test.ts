import { describe, expect, it } from "vitest";
import { withLocale } from "~/lib/request-context.server";
import { recipientLocale } from "../recipient-locale.server";
import { assignmentMarkedEmail } from "./assignment-emails";

const input = {
  to: "thandi@example.co.za",
  toName: "Thandi",
  courseName: "ISO 9001 Internal Auditor",
  assignmentTitle: "Plan an internal audit",
  outcome: "not-yet-competent" as const,
  comment: "",
  url: "https://campus.example/course/c/ch/l",
};

describe("the marked-assignment mail", () => {
  it("is written in the language it is composed in: English by default, the learner's inside withLocale", () => {
    expect(assignmentMarkedEmail(input).subject).toBe("Plan an internal audit: not yet competent");
    const zulu = withLocale(recipientLocale("zu"), () => assignmentMarkedEmail(input));
    expect(zulu.subject).toBe("Plan an internal audit: akukabi nekhono");
    expect(zulu.text).toContain("Sawubona Thandi,");
    const afrikaans = withLocale(recipientLocale("af"), () =>
      assignmentMarkedEmail({ ...input, outcome: "competent" }),
    );
    expect(afrikaans.subject).toBe("Plan an internal audit: bekwaam");
  });

  it("falls back to the language of the work under way when the learner chose none", () => {
    expect(withLocale("af", () => recipientLocale(null))).toBe("af");
    expect(recipientLocale("xx")).toBe("en");
  });
});
