import type { OrderStatus } from "~db/schema";
import * as m from "./messages";
import { PAYMENT_PROVIDER_LABELS } from "./providers/provider";

/** An order's status in the words staff and buyers read. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  get quote() {
    return m.statusQuotation();
  },
  get awaiting_account() {
    return m.statusAwaitingAccount();
  },
  get awaiting_payment() {
    return m.statusAwaitingPayment();
  },
  get on_account() {
    return m.statusOnAccount();
  },
  get paid() {
    return m.statusPaid();
  },
  get cancelled() {
    return m.statusCancelled();
  },
};

/** Where a payment came from. */
export const PAYMENT_SOURCE_LABELS: Record<string, string> = {
  get manual() {
    return m.sourceManual();
  },
  get bank_statement() {
    return m.sourceBankStatement();
  },
  ...PAYMENT_PROVIDER_LABELS,
};
