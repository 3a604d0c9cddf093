import crypto from "node:crypto";
import { gunzipSync } from "node:zlib";
import { decodeJwt, decodeProtectedHeader, importJWK, type JWTPayload, jwtVerify } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyContent } from "~/features/certificates/issue-certificate.server";
import { issueEnrolledUserCertificate } from "~/features/certificates/issue-enrolment-certificates.server";
import { revokeCertificate } from "~/features/certificates/revoke-certificate.server";
import { loadIssuerKeys, rotateIssuerKey } from "~/features/open-badges/issuer-keys.server";
import { STATUS_LIST_SIZE } from "~/features/open-badges/status-list.server";
import { getEnvironment } from "~/lib/env.server";
import { createId } from "~/lib/ids";
import * as issuerRoute from "~/routes/resources/open-badge-issuer";
import * as statusListRoute from "~/routes/resources/open-badge-status-list";
import * as verifyPageRoute from "~/routes/site/verify-certificate";
import * as openBadgeRoute from "~/routes/site/verify-open-badge";
import { getDb } from "~/server/app-context.server";
import { insertCpdCourse, insertEnrolledUser } from "~/server/factories/cpd-factory";
import { loadMyLearning } from "~/server/my-learning.server";
import * as openBadgesMigration from "~db/migrations/20261129_standards_0240_open-badges";
import type { Certificate } from "~db/schema";
import { pageRequest, routeArgs, settle } from "~tests/support/requests";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * Open Badges 3.0 (decision 0100-open-badges-credentials), checked as an outside verifier would: the credential,
 * the issuer profile and the status list are fetched from Campus's routes and verified with jose,
 * not with Campus's signer.
 */

let admin: SignedInUser;
let student: SignedInUser;
beforeAll(async () => {
  admin = await signedInAs("admin");
  student = await signedInAs("student");
});

const ISSUED_AT = "2025-01-10T08:00:00.000Z";
const BEFORE_EXPIRY = new Date("2025-06-01T10:00:00Z");

async function insertCertificate(overrides: Partial<Certificate> = {}): Promise<Certificate> {
  const cpdCourse = await insertCpdCourse(getDb());
  const certificate: Certificate = {
    ...emptyContent(),
    source: "cpd",
    cpd_course_id: cpdCourse.id,
    recipient_name: "Thandi Nkosi",
    recipient_email: `thandi-${createId()}@example.test`,
    recipient_id_number: "9001015009087",
    course_name: "ISO 15189 Internal Audit",
    course_description: "Two days on planning, running and reporting an internal audit.",
    allocated_points: "3",
    clinical_points: "2",
    ethics_points: "1",
    accreditor: "HPCSA",
    provider_activity_number: "MT-2025-0042",
    cpd_level: "Level 2",
    completion_date: ISSUED_AT,
    id: createId(),
    certificate_number: `OB-${createId().slice(0, 8).toUpperCase()}`,
    verification_code: createId(),
    issued_at: ISSUED_AT,
    issued_by_user_id: null,
    revoked_at: null,
    revoked_reason: null,
    revoked_by_user_id: null,
    expires_at: null,
    renewed_at: null,
    renewed_by_certificate_id: null,
    ...overrides,
  };
  await getDb().insertInto("certificates").values(certificate).execute();
  return certificate;
}

async function downloadCredential(code: string): Promise<Response> {
  return (await settle(() =>
    openBadgeRoute.loader(routeArgs(pageRequest(`/verify/${code}/open-badge.jwt`), { code })),
  )) as Response;
}

async function credentialOf(certificate: Certificate): Promise<string> {
  const response = await downloadCredential(certificate.verification_code);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/vc+jwt");
  expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="open-badge-.+\.jwt"$/);
  return response.text();
}

async function issuerProfile() {
  const response = await issuerRoute.loader(routeArgs(pageRequest("/credentials/issuer")));
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return (await response.json()) as {
    id: string;
    type: string[];
    name: string;
    url: string;
    verificationMethod: Array<{ id: string; type: string; controller: string; publicKeyJwk: Record<string, string> }>;
  };
}

/** A decoded credential, read as a verifier reads JSON. */
// biome-ignore lint/suspicious/noExplicitAny: the test walks the credential's JSON as an outside verifier would.
type CredentialJson = Record<string, any>;

/** An outside verifier: the key named by the JWT's kid, looked up in the issuer profile, checked with jose. */
async function verifyWithIssuerProfile(jwt: string, currentDate: Date) {
  const header = decodeProtectedHeader(jwt);
  const profile = await issuerProfile();
  const method = profile.verificationMethod.find((candidate) => candidate.id === header.kid);
  if (!method) throw new Error(`The issuer profile publishes no key ${header.kid}`);
  expect(method.controller).toBe(profile.id);
  const key = await importJWK(method.publicKeyJwk, "EdDSA");
  const { payload } = await jwtVerify(jwt, key, {
    algorithms: ["EdDSA"],
    typ: "vc+jwt",
    issuer: profile.id,
    currentDate,
  });
  return payload as JWTPayload & CredentialJson;
}

/**
 * The bit a verifier reads for the credential's status entry, from the signed status list. The
 * list is signed as it is served, so it is checked at the moment it was fetched.
 */
async function revocationBitOf(credential: CredentialJson): Promise<number> {
  const entry = credential.credentialStatus;
  expect(entry.type).toBe("BitstringStatusListEntry");
  expect(entry.statusPurpose).toBe("revocation");
  const url = new URL(entry.statusListCredential);
  const listId = url.pathname.split("/").at(-1) as string;
  const response = await statusListRoute.loader(routeArgs(pageRequest(url.pathname), { listId }));
  expect(response.headers.get("Content-Type")).toBe("application/vc+jwt");
  const list = await verifyWithIssuerProfile(await response.text(), new Date());
  expect(list.type).toEqual(["VerifiableCredential", "BitstringStatusListCredential"]);
  expect(list.id).toBe(entry.statusListCredential);
  expect(list.credentialSubject.statusPurpose).toBe("revocation");
  const encoded: string = list.credentialSubject.encodedList;
  expect(encoded.startsWith("u")).toBe(true);
  const bits = gunzipSync(Buffer.from(encoded.slice(1), "base64url"));
  expect(bits.length * 8).toBeGreaterThanOrEqual(STATUS_LIST_SIZE);
  const index = Number(entry.statusListIndex);
  return (bits[index >> 3] >> (7 - (index & 7))) & 1;
}

describe("the OpenBadgeCredential", () => {
  it("verifies offline against the issuer profile's key, with the achievement and no ID number", async () => {
    const certificate = await insertCertificate();
    const jwt = await credentialOf(certificate);
    const credential = await verifyWithIssuerProfile(jwt, BEFORE_EXPIRY);
    const baseUrl = getEnvironment().baseUrl;
    expect(credential["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.id).toBe(`${baseUrl}/verify/${certificate.verification_code}`);
    expect(credential.issuer.id).toBe(`${baseUrl}/credentials/issuer`);
    expect(credential.validFrom).toBe("2025-01-10T08:00:00Z");
    expect(credential.nbf).toBe(Date.parse(ISSUED_AT) / 1000);
    expect(credential.validUntil).toBeUndefined();
    const achievement = credential.credentialSubject.achievement;
    expect(achievement.name).toBe("ISO 15189 Internal Audit");
    expect(achievement.description).toBe("Two days on planning, running and reporting an internal audit.");
    expect(achievement.criteria.narrative).toContain("Accredited by");
    expect(achievement.creditsAvailable).toBe(3);
    expect(achievement.tag).toEqual(["CPD clinical: 2", "CPD ethics: 1", "CPD level: Level 2"]);
    expect(achievement.otherIdentifier).toContainEqual({
      type: "IdentifierEntry",
      identifier: "MT-2025-0042",
      identifierType: "ext:ProviderActivityNumber",
    });
    expect(achievement.otherIdentifier[0].identifierType).toBe("ext:AccreditingBody");
    const [email, name] = credential.credentialSubject.identifier;
    expect(name).toEqual({ type: "IdentityObject", identityType: "name", hashed: false, identityHash: "Thandi Nkosi" });
    expect(email.hashed).toBe(true);
    const expectedHash = crypto
      .createHash("sha256")
      .update(certificate.recipient_email + email.salt)
      .digest("hex");
    expect(email.identityHash).toBe(`sha256$${expectedHash}`);
    const text = JSON.stringify(decodeJwt(jwt));
    expect(text).not.toContain(certificate.recipient_id_number);
    expect(text).not.toContain(certificate.recipient_email);
  });

  it("refuses a forged or altered credential", async () => {
    const jwt = await credentialOf(await insertCertificate());
    const [header, payload, signature] = jwt.split(".");
    const altered = JSON.parse(Buffer.from(payload, "base64url").toString());
    altered.credentialSubject.achievement.name = "Something never earned";
    const tampered = [header, Buffer.from(JSON.stringify(altered)).toString("base64url"), signature].join(".");
    await expect(verifyWithIssuerProfile(tampered, BEFORE_EXPIRY)).rejects.toMatchObject({
      code: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
    });
    // Signed by someone else's key under Campus's kid.
    const { privateKey } = crypto.generateKeyPairSync("ed25519");
    const input = `${header}.${Buffer.from(JSON.stringify(altered)).toString("base64url")}`;
    const forged = `${input}.${crypto.sign(null, Buffer.from(input), privateKey).toString("base64url")}`;
    await expect(verifyWithIssuerProfile(forged, BEFORE_EXPIRY)).rejects.toMatchObject({
      code: "ERR_JWS_SIGNATURE_VERIFICATION_FAILED",
    });
  });

  it("holds until its last valid day ends in the site's time zone, and a verifier rejects it after", async () => {
    const certificate = await insertCertificate({ expires_at: "2026-01-31" });
    const jwt = await credentialOf(certificate);
    const credential = await verifyWithIssuerProfile(jwt, BEFORE_EXPIRY);
    // Africa/Johannesburg is UTC+2: 31 January ends at 21:59:59 UTC.
    expect(credential.validUntil).toBe("2026-01-31T21:59:59Z");
    expect(credential.exp).toBe(Date.parse("2026-01-31T21:59:59Z") / 1000);
    await expect(verifyWithIssuerProfile(jwt, new Date("2026-02-01T08:00:00Z"))).rejects.toMatchObject({
      code: "ERR_JWT_EXPIRED",
    });
  });

  it("answers 404 for an unknown certificate", async () => {
    const response = await downloadCredential("no-such-code");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("No certificate has this verification code.");
  });
});

describe("revocation through the status list", () => {
  it("shows a certificate as revoked to a verifier once it is revoked, and keeps its place", async () => {
    const certificate = await insertCertificate();
    const before = await verifyWithIssuerProfile(await credentialOf(certificate), BEFORE_EXPIRY);
    expect(await revocationBitOf(before)).toBe(0);
    const revoked = await revokeCertificate(getDb(), {
      verificationCode: certificate.verification_code,
      reason: "Issued in error",
      revokedByUserId: admin.id,
    });
    expect(revoked.ok).toBe(true);
    // The credential downloaded before revocation now reads revoked.
    expect(await revocationBitOf(before)).toBe(1);
    const after = await verifyWithIssuerProfile(await credentialOf(certificate), BEFORE_EXPIRY);
    expect(after.credentialStatus).toEqual(before.credentialStatus);
  });

  it("gives a certificate its place in the transaction that issues it, so serving it writes nothing", async () => {
    const course = await insertCpdCourse(getDb());
    const enrolled = await insertEnrolledUser(getDb(), course.id, {
      certificate_number: "",
      completion_date: ISSUED_AT,
    });
    const issued = await issueEnrolledUserCertificate(getDb(), {
      cpdCourseId: course.id,
      enrolledUserId: enrolled.id,
      issuedByUserId: admin.id,
    });
    if (!issued.ok) throw new Error(issued.message);
    const entry = await getDb()
      .selectFrom("open_badge_status_entries")
      .select("position")
      .where("certificate_id", "=", issued.certificate.id)
      .executeTakeFirstOrThrow();
    const counter = () =>
      getDb().selectFrom("open_badge_status_counters").select("next_position").executeTakeFirstOrThrow();
    const counterBefore = await counter();
    expect(Number(entry.position)).toBe(Number(counterBefore.next_position) - 1);
    const credential = decodeJwt(await credentialOf(issued.certificate)) as CredentialJson;
    expect(credential.credentialStatus.statusListIndex).toBe(String(Number(entry.position)));
    expect(await counter()).toEqual(counterBefore);
  });

  it("gives each certificate its own place without gaps, also when first served at the same time", async () => {
    const certificates = await Promise.all(Array.from({ length: 8 }, () => insertCertificate()));
    const counterBefore = await getDb()
      .selectFrom("open_badge_status_counters")
      .select("next_position")
      .executeTakeFirstOrThrow();
    const jwts = await Promise.all(
      certificates.flatMap((certificate) => [credentialOf(certificate), credentialOf(certificate)]),
    );
    const indexes = jwts.map((jwt) => Number((decodeJwt(jwt) as CredentialJson).credentialStatus.statusListIndex));
    for (let i = 0; i < indexes.length; i += 2) expect(indexes[i]).toBe(indexes[i + 1]);
    const distinct = [...new Set(indexes)].sort((a, b) => a - b);
    const start = Number(counterBefore.next_position);
    expect(distinct).toEqual(Array.from({ length: 8 }, (_, offset) => start + offset));
  });

  it("answers 404 for a list that does not exist", async () => {
    for (const listId of ["2", "0", "abc", "1e3", "-1"]) {
      const response = (await settle(() =>
        statusListRoute.loader(routeArgs(pageRequest(`/credentials/status/${listId}`), { listId })),
      )) as Response;
      expect(response.status, listId).toBe(404);
    }
  });
});

describe("the issuer key", () => {
  it("rotates: new credentials take the new key, earlier ones still verify from the profile", async () => {
    const dataDirectory = getEnvironment().dataDirectory;
    const older = await credentialOf(await insertCertificate());
    const rotated = rotateIssuerKey({ dataDirectory });
    const newer = await credentialOf(await insertCertificate());
    expect(decodeProtectedHeader(newer).kid).toBe(`${getEnvironment().baseUrl}/credentials/issuer#${rotated.keyId}`);
    expect(decodeProtectedHeader(older).kid).not.toBe(decodeProtectedHeader(newer).kid);
    const profile = await issuerProfile();
    expect(profile.verificationMethod.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(profile)).not.toMatch(/"d"\s*:/);
    await verifyWithIssuerProfile(older, BEFORE_EXPIRY);
    await verifyWithIssuerProfile(newer, BEFORE_EXPIRY);
  });

  it("takes OPEN_BADGES_ISSUER_KEY when given, keeps the file's keys published, and never echoes a bad value", () => {
    const dataDirectory = getEnvironment().dataDirectory;
    const fileKeys = loadIssuerKeys({ dataDirectory }).published.map((key) => key.keyId);
    const { privateKey } = crypto.generateKeyPairSync("ed25519");
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const ring = loadIssuerKeys({ dataDirectory, issuerKey: pem });
    expect(ring.published.map((key) => key.keyId)).toEqual([...fileKeys, ring.signing.keyId]);
    // Once seen, the environment key's public half stays published after the variable is unset,
    // and a new key of Campus's own signs.
    const after = loadIssuerKeys({ dataDirectory });
    expect(after.published.map((key) => key.keyId)).toContain(ring.signing.keyId);
    expect(after.signing.keyId).not.toBe(ring.signing.keyId);
    expect(fileKeys).not.toContain(after.signing.keyId);
    const secret = "not-a-key-but-secret-text";
    expect(() => loadIssuerKeys({ dataDirectory, issuerKey: secret })).toThrow(
      "OPEN_BADGES_ISSUER_KEY must be an Ed25519 private key, as PKCS#8 PEM or a private JWK.",
    );
  });
});

describe("where learners find it", () => {
  it("My learning and the verify page offer Download Open Badge and Add to LinkedIn", async () => {
    const certificate = await insertCertificate({
      user_id: student.id,
      recipient_email: student.email,
      expires_at: "2027-03-11",
    });
    const view = await loadMyLearning(getDb(), student.id, { baseUrl: "https://campus.example" });
    const mine = view.certificates.find((item) => item.id === certificate.id);
    expect(mine?.openBadgePath).toBe(`/verify/${certificate.verification_code}/open-badge.jwt`);
    const linkedIn = new URL(mine?.linkedInUrl as string);
    expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: "CERTIFICATION_NAME",
      name: "ISO 15189 Internal Audit",
      issueYear: "2025",
      issueMonth: "1",
      expirationYear: "2027",
      expirationMonth: "3",
      certUrl: `https://campus.example/verify/${certificate.verification_code}`,
      certId: certificate.certificate_number,
    });
    expect(linkedIn.searchParams.get("organizationName")).toBeTruthy();

    const page = (await verifyPageRoute.loader(
      routeArgs(pageRequest(`/verify/${certificate.verification_code}`), { code: certificate.verification_code }),
    )) as { certificate: { openBadge: { path: string; linkedInUrl: string } | null } };
    expect(page.certificate.openBadge?.path).toBe(`/verify/${certificate.verification_code}/open-badge.jwt`);
    const byNumber = (await verifyPageRoute.loader(
      routeArgs(pageRequest(`/verify/${certificate.certificate_number}`), { code: certificate.certificate_number }),
    )) as { certificate: { openBadge: unknown } };
    expect(byNumber.certificate.openBadge).toBeNull();
  });
});

// Last in the file: it rebuilds the status tables from the certificates this file stored.
describe("the migration", () => {
  it("gives every certificate already issued a position, oldest first, without gaps", async () => {
    await insertCertificate({ issued_at: "2020-01-01T00:00:00.000Z" });
    await openBadgesMigration.down(getDb());
    await openBadgesMigration.up(getDb());
    const certificates = await getDb()
      .selectFrom("certificates")
      .leftJoin("open_badge_status_entries", "open_badge_status_entries.certificate_id", "certificates.id")
      .select(["certificates.id", "certificates.issued_at", "open_badge_status_entries.position"])
      .orderBy("certificates.issued_at")
      .orderBy("certificates.id")
      .execute();
    expect(certificates.length).toBeGreaterThan(10);
    expect(certificates.map((row) => Number(row.position))).toEqual(certificates.map((_, index) => index));
    const counter = await getDb()
      .selectFrom("open_badge_status_counters")
      .select("next_position")
      .executeTakeFirstOrThrow();
    expect(Number(counter.next_position)).toBe(certificates.length);
  });
});
