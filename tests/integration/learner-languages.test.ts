import { describe, expect, it } from "vitest";
import { emptyContent, issueCertificate } from "~/features/certificates/issue-certificate.server";
import { entryStatusLabel } from "~/features/cpd-ledger/cpd-ledger";
import { formatCourseDuration } from "~/features/learning/duration";
import { setPersonLanguage } from "~/features/users/users.server";
import { withLocale } from "~/lib/request-context.server";
import { getDb } from "~/server/app-context.server";
import { outboxTo } from "~tests/support/outbox";
import { signedInAs } from "~tests/support/sign-in";

/**
 * The learner's screens, mails and PDFs in three languages (docs/translating.md): a certificate's
 * mail is written in its holder's language (their profile's), whoever issues it, and the same
 * words come out in English for a holder who chose nothing.
 */
async function certificateFor(user: { id: string; name: string; email: string }, courseName: string) {
  await issueCertificate(getDb(), {
    issuedByUserId: null,
    content: {
      ...emptyContent(),
      source: "online",
      user_id: user.id,
      recipient_name: user.name,
      recipient_email: user.email,
      course_name: courseName,
    },
  });
  const [mail] = await outboxTo(user.email);
  if (!mail) throw new Error("no certificate mail queued");
  return mail;
}

describe("learner languages", () => {
  it("mails a certificate in its holder's language, and in English to one who chose none", async () => {
    const zulu = await signedInAs("student");
    await setPersonLanguage(getDb(), zulu.id, "zu");
    const english = await signedInAs("student");

    const zuluMail = await certificateFor(zulu, "ISO 9001 Foundations");
    expect(zuluMail.subject).toBe("Isitifiketi sakho: ISO 9001 Foundations");
    expect(zuluMail.text).toContain("Halala ngokuqeda i-ISO 9001 Foundations.");
    expect(zuluMail.text).not.toContain("Congratulations");

    const englishMail = await certificateFor(english, "ISO 9001 Foundations");
    expect(englishMail.subject).toBe("Your certificate: ISO 9001 Foundations");
    expect(englishMail.text).toContain("Congratulations on completing ISO 9001 Foundations.");
  });

  it("words durations and record statuses in the language of the work under way", () => {
    expect(formatCourseDuration(150)).toBe("About 2 h 30 min");
    expect(withLocale("af", () => formatCourseDuration(150))).toBe("Ongeveer 2 h 30 min");
    expect(withLocale("zu", () => entryStatusLabel("Expired"))).toBe("Kuphelelwe yisikhathi");
    expect(entryStatusLabel("Other body")).toBe("Other body");
  });
});
