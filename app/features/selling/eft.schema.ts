import { z } from "zod";
import { priceCentsFrom } from "~/lib/course-buyer-facts";
import { optionalText, requiredDate, requiredText } from "~/lib/form-fields";
import * as m from "./messages";

/**
 * Paying by EFT (decision 0086-eft-payments): the staff "Record payment" form, the bank statement
 * screen's intents and the buyer's proof of payment. No server code here: route modules read the
 * intent names into their `access` export, which ships to the browser.
 */
export const RECORD_PAYMENT_INTENT = "record-payment";
export const IMPORT_STATEMENT_INTENT = "import-statement";
export const MATCH_LINE_INTENT = "match-line";
export const IGNORE_LINE_INTENT = "ignore-line";
export const UPLOAD_PROOF_INTENT = "upload-proof";

export const PAYMENT_METHODS = ["eft", "card", "cash"] as const;
export type RecordedPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<RecordedPaymentMethod, string> = {
  eft: "EFT",
  get card() {
    return m.methodCard();
  },
  get cash() {
    return m.methodCash();
  },
};

export const recordPaymentSchema = z.object({
  intent: z.literal(RECORD_PAYMENT_INTENT),
  amount: requiredText(20, () => m.fieldAmount()).transform((typed, context) => {
    const cents = priceCentsFrom(typed);
    if (typeof cents !== "number") {
      context.addIssue({ code: "custom", message: m.amountReceivedFormat() });
      return z.NEVER;
    }
    return cents;
  }),
  receivedOn: requiredDate,
  method: z.enum(PAYMENT_METHODS, { error: () => m.chooseHowPaid() }),
  note: optionalText(500, () => m.fieldNote()),
});

export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/** The banks whose statement exports Campus reads (bank-statement-csv.ts). */
export const STATEMENT_BANKS = ["fnb", "standard_bank", "absa", "nedbank"] as const;
export type StatementBank = (typeof STATEMENT_BANKS)[number];
// i18n-exempt: bank names
export const STATEMENT_BANK_LABELS: Record<StatementBank, string> = {
  fnb: "FNB",
  standard_bank: "Standard Bank",
  absa: "Absa",
  nedbank: "Nedbank",
};

export const STATEMENT_FILE_FIELD = "statement";
/** A month of a busy business account is well under this; a larger file is not a statement export. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 5000;
export const STATEMENT_TOO_LARGE_MESSAGE = () => m.statementTooLarge();
export const BANK_LINES_PAGE_SIZE = 20;

const importStatementSchema = z.object({
  intent: z.literal(IMPORT_STATEMENT_INTENT),
  bank: z.enum(STATEMENT_BANKS, { error: () => m.chooseStatementBank() }),
});

const lineId = requiredText(40, () => m.fieldStatementLine());

export const bankStatementIntentSchema = z.discriminatedUnion("intent", [
  importStatementSchema,
  z.object({
    intent: z.literal(MATCH_LINE_INTENT),
    lineId,
    orderNumber: requiredText(30, () => m.fieldOrderNumber()),
  }),
  z.object({ intent: z.literal(IGNORE_LINE_INTENT), lineId }),
]);

export type BankStatementIntent = z.infer<typeof bankStatementIntentSchema>;

export const PROOF_FILE_FIELD = "proof";
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TOO_LARGE_MESSAGE = () => m.proofTooLarge();
export const PROOF_REQUIRED_MESSAGE = () => m.proofRequired();

export const uploadProofSchema = z.object({ intent: z.literal(UPLOAD_PROOF_INTENT) });
