/**
 * LinkedIn's documented "Add to profile" link for a certification: the learner lands on the form
 * with the certificate's name, issuer, dates, verify address and number filled in.
 */
export function linkedInAddCertificationUrl(certificate: {
  name: string;
  organizationName: string;
  /** YYYY-MM-DD in the site's time zone. */
  issuedOn: string;
  /** The last valid day, YYYY-MM-DD; null: it does not expire. */
  expiresOn: string | null;
  certUrl: string;
  certId: string;
}): string {
  const [issueYear, issueMonth] = certificate.issuedOn.split("-");
  const query = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.name,
    organizationName: certificate.organizationName,
    issueYear,
    issueMonth: String(Number(issueMonth)),
  });
  if (certificate.expiresOn) {
    const [expirationYear, expirationMonth] = certificate.expiresOn.split("-");
    query.set("expirationYear", expirationYear);
    query.set("expirationMonth", String(Number(expirationMonth)));
  }
  query.set("certUrl", certificate.certUrl);
  query.set("certId", certificate.certId);
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
