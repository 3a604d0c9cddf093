import { certificatePointsText } from "~/lib/cpd-points";
import { belongsToPerson, type PersonalDataOwner, type PersonToErase, REMOVED_NAME } from "~/lib/personal-data";
import type { DatabaseExecutor } from "~db/executor";
import { certificateFileName, renderCertificatePdf } from "./certificate-file.server";

function certificatesOf(db: DatabaseExecutor, person: Pick<PersonToErase, "userId" | "emails">) {
  return db
    .selectFrom("certificates")
    .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "recipient_email" }, person));
}

function certificateRowsOf(db: DatabaseExecutor, person: Pick<PersonToErase, "userId" | "emails">) {
  if (!person.userId && person.emails.length === 0) return Promise.resolve([]);
  return certificatesOf(db, person).selectAll().orderBy("issued_at").execute();
}

/** Kept verifiable (decision 0036): number, course, dates, points and status stay; the person goes. */
export const certificatePersonalData: PersonalDataOwner = {
  owner: "certificates",
  tables: ["certificates"],
  async personalDataOf(db, person) {
    const certificates = await certificateRowsOf(db, person);
    return {
      certificates: certificates.map((certificate) => ({
        certificateNumber: certificate.certificate_number,
        course: certificate.course_name,
        completionDate: certificate.completion_date,
        issuedAt: certificate.issued_at,
        recipientName: certificate.recipient_name,
        recipientEmail: certificate.recipient_email,
        idNumber: certificate.recipient_id_number,
        points: certificatePointsText(certificate).total,
        revokedAt: certificate.revoked_at,
        verificationCode: certificate.verification_code,
        file: `certificates/${certificateFileName(certificate)}`,
      })),
    };
  },
  /** Each certificate's PDF, as the person would download it, named as data.json's `file` says. */
  async personalFilesOf(db, person) {
    const files: Record<string, Uint8Array> = {};
    for (const certificate of await certificateRowsOf(db, person)) {
      files[`certificates/${certificateFileName(certificate)}`] = new Uint8Array(
        await renderCertificatePdf(db, [certificate]),
      );
    }
    return files;
  },
  async detailsOf(db, person) {
    if (!person.userId && person.emails.length === 0) return {};
    const rows = await certificatesOf(db, person)
      .select(["recipient_name", "recipient_id_number", "license_number"])
      .execute();
    return {
      names: rows.map((row) => row.recipient_name),
      texts: rows.flatMap((row) => [row.recipient_id_number, row.license_number]),
    };
  },
  async erasePersonalData(db, person) {
    if (!person.userId && person.emails.length === 0) return undefined;
    await db
      .updateTable("certificates")
      .set({
        recipient_name: REMOVED_NAME,
        recipient_email: "",
        recipient_id_number: "",
        license_number: "",
        user_id: null,
      })
      .where((eb) => belongsToPerson(eb, { userColumn: "user_id", emailColumn: "recipient_email" }, person))
      .execute();
    return undefined;
  },
};
