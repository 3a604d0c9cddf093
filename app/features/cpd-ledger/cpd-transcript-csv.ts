import { type CsvColumn, recordsToCsv } from "~/lib/csv";
import { entryStatusLabel, formatPoints } from "./cpd-ledger";
import type { CpdLedgerView } from "./cpd-ledger.server";
import * as m from "./messages";

type Entry = CpdLedgerView["entries"][number];

/** The transcript as CSV: one row per record, the points per category, the body and validity. */
export function cpdTranscriptCsv(view: CpdLedgerView, timeZone: string): string {
  const categories = view.summary.categories.map((line) => line.category);
  const columns: CsvColumn<Entry>[] = [
    [m.colDate(), (entry) => entry.date],
    [m.colActivity(), (entry) => entry.title],
    [m.colType(), (entry) => (entry.kind === "certificate" ? m.typeCertificate() : m.typeExternal())],
    [m.colReference(), (entry) => entry.reference],
    [m.colAccreditingBody(), (entry) => entry.bodyCode ?? ""],
    [m.colPoints(), (entry) => formatPoints(entry.pointsTenths)],
    ...categories.map(
      (category): CsvColumn<Entry> => [
        m.colCategoryPoints({ category }),
        (entry) => formatPoints(entry.categories[category] ?? 0),
      ],
    ),
    [m.colValidUntil(), (entry) => entry.expiresOn],
    [m.colStatus(), (entry) => entryStatusLabel(entry.status)],
  ];
  return recordsToCsv(columns, view.entries, { timeZone });
}
