import crypto from "node:crypto";
import { certificatePoints, formatPoints } from "~/lib/cpd-points";
import { addDays, zonedInstant } from "~/lib/dates";
import { type Outcome, refuse } from "~/lib/refusal";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import {
  credentialTime,
  issuerIdOf,
  OB_CONTEXT,
  type OpenBadgeSettings,
  signAsIssuer,
  siteOrigin,
  statusListUrlOf,
  VC_CONTEXT,
} from "./open-badge-issuer.server";
import { statusPlaceOf } from "./status-list.server";

const OB_SCHEMA = "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json";
const OPEN_BADGE_NOT_FOUND = "No certificate has this verification code.";

/**
 * The file a learner downloads (decision 0100-open-badges-credentials): the certificate as an Open
 * Badges 3.0 OpenBadgeCredential, a VC-JOSE JWT, built from the certificate row on each request.
 */
export async function buildOpenBadgeCredential(
  db: DatabaseExecutor,
  verificationCode: string,
  settings: OpenBadgeSettings,
): Promise<Outcome<{ jwt: string; fileName: string }>> {
  if (verificationCode.length === 0 || verificationCode.length > 200) return refuse("missing", OPEN_BADGE_NOT_FOUND);
  const certificate = await db
    .selectFrom("certificates")
    .leftJoin("cpd_courses", "cpd_courses.id", "certificates.cpd_course_id")
    .leftJoin("cpd_bodies", "cpd_bodies.id", "cpd_courses.cpd_body_id")
    .select([
      "certificates.id",
      "certificates.certificate_number",
      "certificates.verification_code",
      "certificates.source",
      "certificates.cpd_course_id",
      "certificates.course_id",
      "certificates.learning_path_id",
      "certificates.recipient_name",
      "certificates.recipient_email",
      "certificates.course_name",
      "certificates.course_description",
      "certificates.completion_date",
      "certificates.allocated_points",
      "certificates.clinical_points",
      "certificates.ethics_points",
      "certificates.provider_activity_number",
      "certificates.accreditor",
      "certificates.cpd_level",
      "certificates.issued_at",
      "certificates.expires_at",
      "cpd_bodies.code as body_code",
      "cpd_bodies.name as body_name",
    ])
    .where("certificates.verification_code", "=", verificationCode)
    .executeTakeFirst();
  if (!certificate) return refuse("missing", OPEN_BADGE_NOT_FOUND);
  const site = await getSiteSettings(db);
  const place = statusPlaceOf(await settings.statusPositionOf(db, certificate.id));
  const issuerId = issuerIdOf(settings);
  const statusListUrl = statusListUrlOf(settings, place.listId);
  const credentialId = `${siteOrigin(settings)}/verify/${encodeURIComponent(certificate.verification_code)}`;
  const points = certificatePoints(certificate);
  const accreditingBody = certificate.body_name ?? certificate.accreditor.trim();
  const validFrom = credentialTime(new Date(certificate.issued_at));
  // The last valid day is a date in the site's time zone: the credential holds until that day ends there.
  const validUntil = certificate.expires_at
    ? credentialTime(
        new Date(zonedInstant(addDays(certificate.expires_at, 1), "00:00", site.time_zone).getTime() - 1000),
      )
    : undefined;
  const credential = {
    "@context": [VC_CONTEXT, OB_CONTEXT],
    id: credentialId,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: certificate.course_name,
    issuer: { id: issuerId, type: ["Profile"], name: site.site_name, url: siteOrigin(settings) },
    validFrom: validFrom.text,
    ...(validUntil ? { validUntil: validUntil.text } : {}),
    credentialSubject: {
      type: ["AchievementSubject"],
      identifier: recipientIdentifiers(certificate),
      ...(points.totalTenths > 0 ? { creditsEarned: points.totalTenths / 10 } : {}),
      achievement: {
        id: achievementId(settings, certificate),
        type: ["Achievement"],
        achievementType: "Certificate",
        name: certificate.course_name,
        description: certificate.course_description.trim() || certificate.course_name,
        criteria: { narrative: criteriaNarrative(certificate, accreditingBody) },
        ...(points.totalTenths > 0 ? { creditsAvailable: points.totalTenths / 10 } : {}),
        ...pointCategoryTags(points.categories, certificate.cpd_level),
        ...otherIdentifiers(certificate, accreditingBody),
        creator: { id: issuerId, type: ["Profile"], name: site.site_name },
      },
    },
    credentialStatus: {
      id: `${statusListUrl}#${place.index}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(place.index),
      statusListCredential: statusListUrl,
    },
    credentialSchema: [{ id: OB_SCHEMA, type: "1EdTechJsonSchemaValidator2019" }],
  };
  // OB 3.0 (section 8.2) maps validFrom and validUntil to nbf and exp, and the ids to iss and jti.
  const claims = {
    iss: issuerId,
    jti: credentialId,
    nbf: validFrom.seconds,
    ...(validUntil ? { exp: validUntil.seconds } : {}),
  };
  const jwt = signAsIssuer({ ...credential, ...claims }, settings);
  const fileName = `open-badge-${certificate.certificate_number.replace(/[^A-Za-z0-9-]+/g, "-")}.jwt`;
  return { ok: true, jwt, fileName };
}

/**
 * Who holds it, without an ID number: the e-mail address as a salted SHA-256 hash (a verifier who
 * knows the address can match it) and the name as printed on the certificate.
 */
function recipientIdentifiers(certificate: { id: string; recipient_email: string; recipient_name: string }) {
  const identifiers: Array<Record<string, unknown>> = [];
  const email = certificate.recipient_email.trim().toLowerCase();
  if (email) {
    const salt = crypto.createHash("sha256").update(`campus-open-badge:${certificate.id}`).digest("hex").slice(0, 16);
    identifiers.push({
      type: "IdentityObject",
      identityType: "emailAddress",
      hashed: true,
      identityHash: `sha256$${crypto
        .createHash("sha256")
        .update(email + salt)
        .digest("hex")}`,
      salt,
    });
  }
  identifiers.push({
    type: "IdentityObject",
    identityType: "name",
    hashed: false,
    identityHash: certificate.recipient_name,
  });
  return identifiers;
}

/** One achievement per course record, online course or path, so every holder's credential names the same one. */
function achievementId(
  settings: OpenBadgeSettings,
  certificate: {
    id: string;
    source: string;
    cpd_course_id: string | null;
    course_id: string | null;
    learning_path_id: string | null;
  },
) {
  const subject =
    (certificate.learning_path_id && `path-${certificate.learning_path_id}`) ||
    (certificate.course_id && `course-${certificate.course_id}`) ||
    (certificate.cpd_course_id && `cpd-${certificate.cpd_course_id}`) ||
    `certificate-${certificate.id}`;
  return `${issuerIdOf(settings)}/achievements/${subject}`;
}

// i18n-exempt: the narrative is part of a signed credential that badge wallets read, like the API's English.
function criteriaNarrative(
  certificate: { course_name: string; provider_activity_number: string },
  accreditingBody: string,
) {
  const accredited = accreditingBody
    ? ` Accredited by ${accreditingBody}${certificate.provider_activity_number.trim() ? ` (activity number ${certificate.provider_activity_number.trim()})` : ""}.`
    : "";
  return `Completed ${certificate.course_name} and met its requirements.${accredited}`;
}

/** CPD categories as tags ("CPD clinical: 2"), and the level where the course record gives one. */
function pointCategoryTags(categories: Record<string, number>, cpdLevel: string) {
  const tags = Object.entries(categories).map(([category, tenths]) => `CPD ${category}: ${formatPoints(tenths)}`);
  if (cpdLevel.trim()) tags.push(`CPD level: ${cpdLevel.trim()}`);
  return tags.length > 0 ? { tag: tags } : {};
}

/** The accrediting body and the provider's activity number, as OB 3.0 extension identifiers. */
function otherIdentifiers(certificate: { provider_activity_number: string; body_code: string | null }, body: string) {
  const entries: Array<Record<string, string>> = [];
  if (body) {
    entries.push({
      type: "IdentifierEntry",
      identifier: certificate.body_code ? `${certificate.body_code}: ${body}` : body,
      identifierType: "ext:AccreditingBody",
    });
  }
  if (certificate.provider_activity_number.trim()) {
    entries.push({
      type: "IdentifierEntry",
      identifier: certificate.provider_activity_number.trim(),
      identifierType: "ext:ProviderActivityNumber",
    });
  }
  return entries.length > 0 ? { otherIdentifier: entries } : {};
}
