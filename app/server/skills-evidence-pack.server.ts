import { renderAttendanceRegister } from "~/features/bookings/attendance-register.server";
import { loadCertificateAssets } from "~/features/certificates/certificate-file.server";
import { renderCertificatesPdf } from "~/features/certificates/certificate-pdf.server";
import { toEventDetails } from "~/features/events/events.server";
import { renderTaxDocumentPdf } from "~/features/selling/tax-document-pdf.server";
import { loadTaxDocumentView, taxDocumentFileName } from "~/features/selling/tax-document-view.server";
import { financialYearLabel } from "~/features/skills-reporting/skills.schema";
import { financialYear, loadSkillsRecords } from "~/features/skills-reporting/skills-records.server";
import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import { addDays, calendarDateIn, formatDate, todayIn } from "~/lib/dates";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import { loadFflate } from "~/lib/heavy-modules.server";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import { selectConfirmedCompanyEmployees } from "~db/confirmed-company-employees";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./skills-evidence-pack.messages";

/**
 * One learner's evidence pack for a financial year (decision 0103-skills-evidence): the tax
 * invoices of the company's seats for them, the proofs of payment of those orders, their line of
 * each event's attendance register (their own row only: a register lists other companies' people),
 * and their certificates, as one ZIP with a list of contents. Composed here because it reads four
 * features' documents. A pack is small and bounded (at most MAX_DOCUMENTS of each kind), so its
 * documents are drawn one after another in memory.
 */
const MAX_DOCUMENTS = 50;

interface PackEntry {
  file: string;
  kind: string;
  about: string;
}

/** A function, so the headings are read in the language of the download (not when the module loads). */
const contentsColumns = (): CsvColumn<PackEntry>[] => [
  [m.contentsFile(), (entry) => entry.file],
  [m.contentsEvidence(), (entry) => entry.kind],
  [m.contentsAbout(), (entry) => entry.about],
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "file";

export async function buildEvidencePack(
  db: DatabaseExecutor,
  input: {
    company: { id: string; name: string };
    employeeId: string;
    year: number;
    viewer: { id: string; role: string };
    now?: Date;
  },
): Promise<Outcome<{ fileName: string; body: Uint8Array; learnerName: string }>> {
  const employee = await selectConfirmedCompanyEmployees(db)
    .select(["id", "user_id", "name", "email"])
    .where("id", "=", input.employeeId)
    .where("company_id", "=", input.company.id)
    .executeTakeFirst();
  if (!employee) return refuse("missing", m.thisCompanyHasNoSuch());
  const settings = await getSiteSettings(db);
  const timeZone = settings.time_zone;
  const year = financialYear(input.year, timeZone);
  const today = todayIn(timeZone, input.now ?? new Date());
  const { rows, tooMany } = await loadSkillsRecords(db, input.company.id, year, today);
  if (tooMany) return refuse("too-large", m.thisYearHoldsTooMany());
  const mine = rows.filter((row) =>
    employee.user_id ? row.userId === employee.user_id : row.learnerEmail === employee.email,
  );
  const files: Record<string, Uint8Array> = {};
  const contents: PackEntry[] = [];
  const add = (file: string, bytes: Uint8Array, kind: string, about: string) => {
    files[file] = bytes;
    contents.push({ file, kind, about });
  };

  // Tax invoices for the learner's seats on this year's interventions, and the orders' proofs of payment.
  const itemIds = [...new Set(mine.map((row) => row.itemId))];
  if (employee.user_id && itemIds.length > 0) {
    const documents = await db
      .selectFrom("order_seats")
      .innerJoin("tax_document_lines", "tax_document_lines.order_line_id", "order_seats.order_line_id")
      .innerJoin("tax_documents", "tax_documents.id", "tax_document_lines.document_id")
      .select(["tax_documents.id", "tax_documents.order_id"])
      .distinct()
      .where("order_seats.user_id", "=", employee.user_id)
      .where("order_seats.status", "=", "assigned")
      .where("order_seats.item_id", "in", itemIds)
      .where("tax_documents.company_id", "=", input.company.id)
      .where("tax_documents.kind", "=", "tax_invoice")
      .limit(MAX_DOCUMENTS)
      .execute();
    for (const document of documents) {
      const found = await loadTaxDocumentView(db, document.id, "tax_invoice", input.viewer);
      if (!found.ok) continue;
      add(
        `invoices/${taxDocumentFileName(found.view)}`,
        new Uint8Array(await renderTaxDocumentPdf(found.view)),
        m.taxInvoice(),
        found.view.number,
      );
    }
    const orderIds = [...new Set(documents.map((document) => document.order_id))];
    if (orderIds.length > 0) {
      const proofs = await db
        .selectFrom("proofs_of_payment")
        .select(["id", "storage_name", "original_name"])
        .where("order_id", "in", orderIds)
        .orderBy("uploaded_at")
        .limit(MAX_DOCUMENTS)
        .execute();
      const storage = fileStorage(getEnvironment().uploadDirectory);
      for (const proof of proofs) {
        const bytes = await storage.read(proof.storage_name);
        if (bytes)
          add(`proof-of-payment/${proof.id}-${proof.original_name}`, bytes, m.proofOfPayment(), proof.original_name);
      }
    }
  }

  // The learner's own row of each attended or booked event's register in the year.
  const eventIds = [...new Set(mine.filter((row) => row.itemType === "event").map((row) => row.itemId))];
  if (eventIds.length > 0) {
    const [events, bookings] = await Promise.all([
      db.selectFrom("events").selectAll().where("id", "in", eventIds).execute(),
      db
        .selectFrom("event_bookings")
        .selectAll()
        .where("event_id", "in", eventIds)
        .where("status", "=", "confirmed")
        .where((eb) =>
          employee.user_id
            ? eb.or([eb("user_id", "=", employee.user_id), eb(eb.fn("lower", ["email"]), "=", employee.email)])
            : eb(eb.fn("lower", ["email"]), "=", employee.email),
        )
        .execute(),
    ]);
    for (const event of events.slice(0, MAX_DOCUMENTS)) {
      const own = bookings.filter((booking) => booking.event_id === event.id);
      if (own.length === 0) continue;
      const pdf = await renderAttendanceRegister(toEventDetails(event), own, {
        siteName: settings.site_name,
        generatedOn: formatDate(input.now ?? new Date(), timeZone, "full"),
        timeZone,
      });
      add(
        `attendance/${slug(event.title)}-${event.date_from}.pdf`,
        new Uint8Array(pdf),
        m.attendanceRegister(),
        event.title,
      );
    }
  }

  // Certificates completed in the year, not revoked.
  // Completion dates are dates or instants: a day wider in SQL, the exact calendar day in the zone here.
  const candidates = await db
    .selectFrom("certificates")
    .selectAll()
    .where((eb) =>
      employee.user_id
        ? eb.or([eb("user_id", "=", employee.user_id), eb(eb.fn("lower", ["recipient_email"]), "=", employee.email)])
        : eb(eb.fn("lower", ["recipient_email"]), "=", employee.email),
    )
    .where("revoked_at", "is", null)
    .where("completion_date", ">=", addDays(year.firstDay, -1))
    .where("completion_date", "<", addDays(year.lastDay, 2))
    .orderBy("completion_date")
    .limit(MAX_DOCUMENTS + 10)
    .execute();
  const certificates = candidates
    .filter((certificate) => {
      const day =
        certificate.completion_date.length > 10
          ? calendarDateIn(certificate.completion_date, timeZone)
          : certificate.completion_date;
      return day >= year.firstDay && day <= year.lastDay;
    })
    .slice(0, MAX_DOCUMENTS);
  if (certificates.length > 0) {
    const assets = await loadCertificateAssets(db);
    for (const certificate of certificates) {
      add(
        `certificates/${slug(certificate.certificate_number)}.pdf`,
        new Uint8Array(await renderCertificatesPdf([certificate], assets)),
        "Certificate",
        `${certificate.course_name} (${certificate.certificate_number})`,
      );
    }
  }

  const label = financialYearLabel(input.year);
  const note =
    contents.length === 0 ? [{ file: "", kind: "", about: m.noEvidence({ name: employee.name, label }) }] : [];
  const { zipSync, strToU8 } = await loadFflate();
  const body = zipSync({
    "contents.csv": strToU8(recordsToCsv(contentsColumns(), [...contents, ...note], { timeZone })),
    ...Object.fromEntries(
      Object.entries(files).map(([name, bytes]) => [name, [bytes, { level: name.endsWith(".pdf") ? 0 : 6 }]]),
    ),
  });
  return {
    ok: true,
    body,
    learnerName: employee.name,
    fileName: `${slug(input.company.name)}-evidence-${slug(employee.name)}-${label.replace("/", "-")}.zip`,
  };
}
