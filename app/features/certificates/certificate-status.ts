/**
 * A certificate's standing, computed one way for every screen (decision 0046): the public verify
 * page, My learning, the staff list of what expires soon. Pure, so the browser and the server agree.
 */
import { addDays } from "~/lib/dates";
import * as m from "./messages";

export type CertificateStatus = "valid" | "expiring" | "expired" | "revoked" | "renewed";

/** A certificate is Expiring once its last valid day is this many days away or fewer. */
export const EXPIRING_WITHIN_DAYS = 90;

export interface CertificateStanding {
  revokedAt: string | null;
  renewedAt: string | null;
  /** The last day it is valid, YYYY-MM-DD in the site time zone; null: it does not expire. */
  expiresAt: string | null;
}

/**
 * Revoked wins over everything; a renewed certificate is "Renewed" (the newer one speaks for the
 * person); otherwise the last valid day against today's date in the site time zone: after it
 * Expired, within EXPIRING_WITHIN_DAYS Expiring, else Valid.
 */
export function certificateStatus(certificate: CertificateStanding, today: string): CertificateStatus {
  if (certificate.revokedAt) return "revoked";
  if (certificate.renewedAt) return "renewed";
  if (!certificate.expiresAt) return "valid";
  if (certificate.expiresAt < today) return "expired";
  if (certificate.expiresAt <= addDays(today, EXPIRING_WITHIN_DAYS)) return "expiring";
  return "valid";
}

/**
 * Label and badge colour per status: white text on each colour passes WCAG AA (at least 4.5:1),
 * and the word is always shown beside the colour.
 */
export const CERTIFICATE_STATUS_LOOK: Record<CertificateStatus, { label: string; color: string }> = {
  valid: {
    get label() {
      return m.statusValid();
    },
    color: "#1e6b30",
  },
  expiring: {
    get label() {
      return m.statusExpiring();
    },
    color: "#8a4100",
  },
  expired: {
    get label() {
      return m.statusExpired();
    },
    color: "#b3261e",
  },
  revoked: {
    get label() {
      return m.statusRevoked();
    },
    color: "#b3261e",
  },
  renewed: {
    get label() {
      return m.statusRenewed();
    },
    color: "#1c4f8c",
  },
};

/** The last day a certificate issued on `date` is valid for `months` months: the same day number, or the month's last. */
export function addMonthsToDate(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}
