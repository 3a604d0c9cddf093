import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import { formatPoints } from "./cpd-ledger";
import type { CpdLedgerView } from "./cpd-ledger.server";

type Entry = CpdLedgerView["entries"][number];

/** The transcript as CSV: one row per record, the points per category, the body and validity. */
export function cpdTranscriptCsv(view: CpdLedgerView, timeZone: string): string {
  const categories = view.summary.categories.map((line) => line.category);
  const columns: CsvColumn<Entry>[] = [
    ["Date", (entry) => entry.date],
    ["Activity", (entry) => entry.title],
    ["Type", (entry) => (entry.kind === "certificate" ? "Certificate" : "External activity")],
    ["Certificate number or provider", (entry) => entry.reference],
    ["Accrediting body", (entry) => entry.bodyCode ?? ""],
    ["Points", (entry) => formatPoints(entry.pointsTenths)],
    ...categories.map(
      (category): CsvColumn<Entry> => [`${category} points`, (entry) => formatPoints(entry.categories[category] ?? 0)],
    ),
    ["Valid until", (entry) => entry.expiresOn],
    ["Status", (entry) => entry.status],
  ];
  return recordsToCsv(columns, view.entries, { timeZone });
}
