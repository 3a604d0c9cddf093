import { recordsToCsv } from "~/lib/csv";
import { answerText, type StoredAnswer } from "./answers";
import { type FormField, takesAnswer } from "./field-types";
import * as m from "./messages";

export interface CsvResponse {
  receivedAt: string;
  answers: readonly StoredAnswer[];
}

/**
 * Responses as CSV through the one writer (lib/csv.ts: formulas neutralised, quotes doubled): a
 * column per question of the form as it is now, then a column for each question only older
 * responses answered (under the label they were answered with), so nothing answered is dropped.
 */
export function responsesToCsv(
  fields: readonly FormField[],
  responses: readonly CsvResponse[],
  timeZone: string,
): string {
  const columns: Array<{ fieldId: string; label: string }> = fields
    .filter(takesAnswer)
    .map((field) => ({ fieldId: field.id, label: field.label }));
  const known = new Set(columns.map((column) => column.fieldId));
  for (const response of responses) {
    for (const answer of response.answers) {
      if (known.has(answer.fieldId)) continue;
      known.add(answer.fieldId);
      columns.push({ fieldId: answer.fieldId, label: m.csvRemoved({ label: answer.label }) });
    }
  }
  return recordsToCsv<CsvResponse>(
    [
      [m.csvReceived(), (response) => response.receivedAt],
      ...columns.map(
        (column) =>
          [
            column.label,
            (response: CsvResponse) => answerText(response.answers.find((answer) => answer.fieldId === column.fieldId)),
          ] as const,
      ),
    ],
    responses,
    { timeZone },
  );
}
