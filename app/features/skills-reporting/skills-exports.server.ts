import { type CsvColumn, recordsToCsv, toCsv } from "~/lib/csv";
import { todayIn } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import * as m from "./messages";
import { financialYearLabel, ID_TYPE_LABELS, INTERVENTION_TYPE_LABELS } from "./skills.schema";
import type { SkillsReport } from "./skills-exports";
import { financialYear, loadSkillsRecords, MAX_SKILLS_ROWS, type SkillsRow } from "./skills-records.server";

/**
 * The skills-development exports of one company and financial year (decision 0103-skills-evidence):
 * the Annual Training Report learner sheet, the Workplace Skills Plan draft and the B-BBEE
 * skills-development summary, as CSV (the decision says why not XLSX). A year without training is
 * an empty sheet with its header row and a note, not an error.
 */

/** Integer cents as rand with two decimals for a spreadsheet: 123456 → "1234.56". */
function randAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

const idTypeLabel = (type: string) => ID_TYPE_LABELS[type as keyof typeof ID_TYPE_LABELS] ?? "";

/** The learner columns SETAs' ATR templates ask for (decision 0103 lists them and why). */
// i18n-exempt: the SETA's ATR/WSP template headings are official and read in English by the SETA
const LEARNER_COLUMNS: CsvColumn<SkillsRow>[] = [
  ["Learner name", (row) => row.learnerName],
  ["Email", (row) => row.learnerEmail],
  ["ID type", (row) => idTypeLabel(row.idType)],
  ["ID or passport number", (row) => row.idNumber],
  ["Population group", (row) => row.equity?.populationGroup ?? ""],
  ["Gender", (row) => row.equity?.gender ?? ""],
  ["Disability", (row) => row.equity?.disability ?? ""],
  ["OFO code", (row) => row.ofoCode],
  ["Intervention type", (row) => INTERVENTION_TYPE_LABELS[row.itemType]],
  ["Intervention", (row) => row.intervention],
  ["NQF level", (row) => row.nqfLevel ?? ""],
];

export const ANNUAL_TRAINING_REPORT_COLUMNS: CsvColumn<SkillsRow>[] = [
  ...LEARNER_COLUMNS,
  ["Start date", (row) => row.startDate],
  ["End date", (row) => row.endDate],
  ["Status", (row) => row.status],
  ["Cost (R, excl. VAT)", (row) => randAmount(row.costCents)],
];

const WORKPLACE_SKILLS_PLAN_COLUMNS: CsvColumn<SkillsRow>[] = [
  ...LEARNER_COLUMNS,
  ["Planned start date", (row) => row.startDate],
  ["Planned end date", (row) => row.endDate],
  ["Estimated cost (R, excl. VAT)", (row) => randAmount(row.costCents)],
];

/**
 * B-BBEE learning-programme categories as Campus maps its interventions (decision 0103): a course
 * with an NQF level is a structured occupational programme (F); everything else Campus runs
 * (short courses, events, CPD) is informal training (G). Bursaries, internships and learnerships
 * (A to E) are not run through Campus and appear with zero so the summary has every line.
 */
// i18n-exempt: the B-BBEE Codes' learning-programme categories, as the verification agency reads them
const BBBEE_CATEGORIES = [
  ["A", "Bursaries (tertiary education)"],
  ["B", "Internships"],
  ["C", "Learnerships and apprenticeships"],
  ["D", "Occupationally directed programmes with a learning agreement"],
  ["E", "Work-integrated learning"],
  ["F", "Occupationally directed programmes (NQF-aligned short courses)"],
  ["G", "Informal training (workshops, seminars, CPD, short courses)"],
] as const;

function bbbeeCategoryOf(row: Pick<SkillsRow, "nqfLevel">): string {
  return row.nqfLevel !== null ? "F" : "G";
}

/** Black people in the B-BBEE Act: African, Coloured and Indian South Africans. */
const BLACK_GROUPS = new Set(["African", "Coloured", "Indian"]);

// i18n-exempt: the B-BBEE skills-development summary headings, as the verification agency reads them
const BBBEE_HEADER = [
  "Category",
  "Learning programme",
  "Learners",
  "Spend (R, excl. VAT)",
  "Black learners (consented)",
  "Black women",
  "Black men",
  "Black learners with a disability",
  "Spend on black learners (R)",
  "Learners without consented equity data",
];

function bbbeeSummaryRows(rows: readonly SkillsRow[]): (string | number)[][] {
  const lines = BBBEE_CATEGORIES.map(([code, label]) => {
    const inCategory = rows.filter((row) => bbbeeCategoryOf(row) === code);
    return summaryLine(code, label, inCategory);
  });
  return [...lines, summaryLine("Total", "All categories", rows)];
}

function summaryLine(code: string, label: string, rows: readonly SkillsRow[]): (string | number)[] {
  const learnerKey = (row: SkillsRow) => row.userId ?? row.learnerEmail;
  const distinct = (selected: readonly SkillsRow[]) => new Set(selected.map(learnerKey)).size;
  const black = rows.filter((row) => row.equity && BLACK_GROUPS.has(row.equity.populationGroup));
  const spend = (selected: readonly SkillsRow[]) => selected.reduce((sum, row) => sum + row.costCents, 0);
  return [
    code,
    label,
    distinct(rows),
    randAmount(spend(rows)),
    distinct(black),
    distinct(black.filter((row) => row.equity?.gender === "Female")),
    distinct(black.filter((row) => row.equity?.gender === "Male")),
    distinct(black.filter((row) => row.equity?.disability === "Yes")),
    randAmount(spend(black)),
    distinct(rows.filter((row) => !row.equity)),
  ];
}

function companySlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "company"
  );
}

function skillsReportFileName(report: SkillsReport, companyName: string, year: number): string {
  return `${companySlug(companyName)}-${report}-${financialYearLabel(year).replace("/", "-")}.csv`;
}

// i18n-exempt: a line inside the official English file the SETA receives
const EMPTY_NOTE = (year: number) =>
  `No training was recorded for this company in the financial year ${financialYearLabel(year)} (1 April ${year} to 31 March ${year + 1}).`;

export async function buildSkillsReport(
  db: DatabaseExecutor,
  input: { company: { id: string; name: string }; year: number; report: SkillsReport; now?: Date },
): Promise<Outcome<{ csv: string; fileName: string; rowCount: number }>> {
  const timeZone = await getSiteTimeZone(db);
  const today = todayIn(timeZone, input.now ?? new Date());
  const { rows, tooMany } = await loadSkillsRecords(db, input.company.id, financialYear(input.year, timeZone), today);
  if (tooMany) {
    return refuse(
      "too-large",
      m.aSkillsReportHoldsUp({ maxSkillsRows: MAX_SKILLS_ROWS, year: financialYearLabel(input.year) }),
    );
  }
  const fileName = skillsReportFileName(input.report, input.company.name, input.year);
  const options = { timeZone };
  let csv: string;
  let rowCount: number;
  if (input.report === "bbbee-skills-summary") {
    csv = toCsv([BBBEE_HEADER, ...bbbeeSummaryRows(rows)], options);
    rowCount = rows.length;
  } else {
    const selected =
      input.report === "workplace-skills-plan" ? rows.filter((row) => row.status === "in progress") : rows;
    const columns =
      input.report === "workplace-skills-plan" ? WORKPLACE_SKILLS_PLAN_COLUMNS : ANNUAL_TRAINING_REPORT_COLUMNS;
    csv = recordsToCsv(columns, selected, options);
    rowCount = selected.length;
  }
  if (rowCount === 0) csv += toCsv([[EMPTY_NOTE(input.year)]], options).replace(/^\uFEFF/, "");
  return { ok: true, csv, fileName, rowCount };
}
