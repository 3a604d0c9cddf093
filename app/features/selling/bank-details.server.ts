import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";

/** The supplier's bank account from Site settings, for paying by EFT; null until it is filled in. */
export interface BankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branchCode: string;
}

export async function findBankDetails(db: DatabaseExecutor): Promise<BankDetails | null> {
  const settings = await getSiteSettings(db);
  if (!settings.bank_account_number) return null;
  return {
    bankName: settings.bank_name,
    accountName: settings.bank_account_name || settings.legal_name || settings.site_name,
    accountNumber: settings.bank_account_number,
    branchCode: settings.bank_branch_code,
  };
}
