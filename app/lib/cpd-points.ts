import * as m from "./messages";

/**
 * The one reading of a certificate's CPD points (docs/decisions/0071-cpd-certificates.md): the certificate PDF,
 * its email, the verification page, the learner's CPD ledger, the company page and audit CSV, and
 * the REST API all take a certificate's figure from certificatePoints, so none can count 3 where
 * the certificate says 2. Points are whole tenths (1.5 points = 15) so sums are exact.
 */

/** "3", "2.5", "3 CEUs", "1,5" -> tenths (30, 25, 30, 15); anything unreadable or negative is 0. */
export function parsePoints(text: string | null | undefined): number {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text ?? "");
  if (!match) return 0;
  const value = Number(match[0].replace(",", "."));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 10) : 0;
}

/** 25 -> "2.5", 30 -> "3". */
export function formatPoints(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

export interface CertificatePoints {
  /** The figure the certificate prints: its allocated points, or (none given) its clinical and ethics points together. */
  totalTenths: number;
  /** Tenths per category ("clinical", "ethics", "general"), adding up to totalTenths exactly. */
  categories: Record<string, number>;
}

type PointColumns = { allocated_points: string; clinical_points: string; ethics_points: string };

/**
 * A certificate's points. The allocated figure is the total; clinical and ethics points are part of
 * it, never added on top. A split larger than the total (stored before issuing kept it inside, e.g.
 * a person's own lower points beside the course's split) is cut to fit: clinical first, then
 * ethics, the rest general.
 */
export function certificatePoints(certificate: PointColumns): CertificatePoints {
  const allocated = parsePoints(certificate.allocated_points);
  const clinicalGiven = parsePoints(certificate.clinical_points);
  const ethicsGiven = parsePoints(certificate.ethics_points);
  const totalTenths = allocated > 0 ? allocated : clinicalGiven + ethicsGiven;
  const clinical = Math.min(clinicalGiven, totalTenths);
  const ethics = Math.min(ethicsGiven, totalTenths - clinical);
  const general = totalTenths - clinical - ethics;
  const categories: Record<string, number> = {};
  if (clinical > 0) categories.clinical = clinical;
  if (ethics > 0) categories.ethics = ethics;
  if (general > 0) categories.general = general;
  return { totalTenths, categories };
}

/** The printed figures as text: total "2", clinical "2", ethics "" (none), general "". */
export function certificatePointsText(certificate: PointColumns) {
  const { totalTenths, categories } = certificatePoints(certificate);
  const text = (tenths: number | undefined) => (tenths ? formatPoints(tenths) : "");
  return {
    total: text(totalTenths),
    clinical: text(categories.clinical),
    ethics: text(categories.ethics),
    general: text(categories.general),
  };
}

/**
 * "CPD points: 2 (clinical 2)" as the certificate prints it, or null without points. An event's
 * certificate names its category even when it is general (decision 0043); other sources print the
 * points alone when they have no clinical or ethics part.
 */
export function certificatePointsLine(certificate: PointColumns & { source: string }): string | null {
  const points = certificatePointsText(certificate);
  if (!points.total) return null;
  const split = [
    points.clinical ? m.cpdPointsClinical({ points: points.clinical }) : "",
    points.ethics ? m.cpdPointsEthics({ points: points.ethics }) : "",
  ].filter(Boolean);
  if (!split.length && certificate.source === "event") split.push(m.cpdPointsGeneral({ points: points.total }));
  return split.length
    ? m.cpdPointsLineSplit({ total: points.total, split: split.join(", ") })
    : m.cpdPointsLine({ total: points.total });
}
