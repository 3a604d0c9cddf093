import fs from "node:fs/promises";
import { ignoreLine, importBankStatement, matchLineToOrder } from "~/features/selling/bank-statement-import.server";
import {
  type BankStatementIntent,
  bankStatementIntentSchema,
  IGNORE_LINE_INTENT,
  IMPORT_STATEMENT_INTENT,
  MATCH_LINE_INTENT,
  STATEMENT_FILE_FIELD,
  STATEMENT_MAX_BYTES,
  STATEMENT_TOO_LARGE_MESSAGE,
} from "~/features/selling/eft.schema";
import type { FulfilOrder } from "~/features/selling/settle.server";
import { incomingUploadDirectory } from "~/features/uploads/uploads.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { notCsvFileMessage } from "~/lib/csv";
import { getEnvironment } from "~/lib/env.server";
import { toFieldErrors } from "~/lib/forms";
import { discardReceivedFile, type ReceivedFile, readFieldsAndOptionalFile } from "~/lib/multipart-upload.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { SessionUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { fulfilOrder } from "~/server/selling-fulfilment.server";
import * as m from "./messages";

/**
 * Staff › Bank statements: the import arrives as multipart (the CSV streamed to a temporary file,
 * refused past 2 MB), a match or "Not an order" as a plain form. Fulfilment is passed in from the
 * composition root, so a line that pays an order in full settles it in the import's transaction.
 */
export async function answerBankStatementPost(request: Request, user: SessionUser, fulfil: FulfilOrder = fulfilOrder) {
  const received = await readFieldsAndOptionalFile(request, {
    fileField: STATEMENT_FILE_FIELD,
    directory: incomingUploadDirectory(getEnvironment().uploadDirectory),
    maxFileBytes: STATEMENT_MAX_BYTES,
    fileTooLargeMessage: STATEMENT_TOO_LARGE_MESSAGE(),
  });
  if (!received.ok) return refusalReply(received);
  const { fields, file } = received;
  try {
    const parsed = bankStatementIntentSchema.safeParse(fields);
    if (!parsed.success)
      return invalidReply({ fieldErrors: toFieldErrors(parsed.error), values: fields }, m.checkFormInvalid());
    const done = await answer(parsed.data, user, file, fulfil);
    if (!done.ok) return refusalReply(done, fields);
    return acceptedReply({ message: done.message, intent: parsed.data.intent });
  } finally {
    await discardReceivedFile(file);
  }
}

async function answer(
  input: BankStatementIntent,
  user: SessionUser,
  file: ReceivedFile | null,
  fulfil: FulfilOrder,
): Promise<Outcome<{ message: string }>> {
  const db = getDb();
  switch (input.intent) {
    case IMPORT_STATEMENT_INTENT: {
      const text = await statementText(file);
      if (!text.ok) return text;
      const imported = await importBankStatement(
        db,
        { bank: input.bank, text: text.text, importedBy: user.id },
        fulfil,
      );
      if (!imported.ok) return imported;
      return { ok: true, message: importMessage(imported.summary) };
    }
    case MATCH_LINE_INTENT: {
      const matched = await matchLineToOrder(
        db,
        { lineId: input.lineId, orderNumber: input.orderNumber, matchedBy: user.id },
        fulfil,
      );
      return matched.ok ? { ok: true, message: m.paymentRecordedAgainst({ number: matched.orderNumber }) } : matched;
    }
    case IGNORE_LINE_INTENT: {
      const ignored = await ignoreLine(db, input.lineId);
      return ignored.ok ? { ok: true, message: m.lineSetAside() } : ignored;
    }
  }
}

const NO_FILE_MESSAGE = () => m.noStatementFile();

/** The file as text, or why it is not a CSV statement (another format, a NUL byte, nothing in it). */
async function statementText(file: ReceivedFile | null): Promise<Outcome<{ text: string }>> {
  if (!file || file.size === 0)
    return refuse("invalid", NO_FILE_MESSAGE(), { [STATEMENT_FILE_FIELD]: NO_FILE_MESSAGE() });
  const bytes = new Uint8Array(await fs.readFile(file.path));
  const otherFormat = notCsvFileMessage(bytes);
  if (otherFormat) return refuse("unsupported-type", otherFormat, { [STATEMENT_FILE_FIELD]: otherFormat });
  if (bytes.includes(0)) {
    const message = m.statementHasNul();
    return refuse("invalid", message, { [STATEMENT_FILE_FIELD]: message });
  }
  return { ok: true, text: new TextDecoder("utf-8").decode(bytes) };
}

function importMessage(summary: { added: number; matched: number; alreadyImported: number; skippedDebits: number }) {
  const parts = [m.importNewPayments({ count: summary.added }), m.importMatched({ count: summary.matched })];
  if (summary.alreadyImported) parts.push(m.importAlreadyImported({ count: summary.alreadyImported }));
  if (summary.skippedDebits) parts.push(m.importSkippedDebits({ count: summary.skippedDebits }));
  return m.statementImported({ parts: parts.join(", ") });
}
