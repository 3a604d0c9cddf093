import { getEnvironment } from "~/lib/env.server";
import { getSiteSettings } from "~/platform/site-settings/site-settings.server";
import type { DatabaseExecutor } from "~db/executor";
import type { Certificate } from "~db/schema";
import { type CertificateAssets, renderCertificatesPdf } from "./certificate-pdf.server";

/** What a certificate's PDF and email need besides the certificate: the issuer, the site's address and files. */
export async function loadCertificateAssets(db: DatabaseExecutor): Promise<CertificateAssets> {
  const environment = getEnvironment();
  const settings = await getSiteSettings(db);
  return {
    issuerName: settings.site_name,
    baseUrl: environment.baseUrl,
    uploadDirectory: environment.uploadDirectory,
    siteLogoUrl: settings.logo_url,
    timeZone: settings.time_zone,
    // The company's address and how to reach it, from the site's contact details (one line).
    issuerContact: [
      settings.contact_address
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join(", "),
      settings.contact_phone.trim(),
      settings.contact_email.trim(),
    ]
      .filter(Boolean)
      .join("   |   "),
  };
}

/** Stored certificates as one PDF, one page each. */
export async function renderCertificatePdf(db: DatabaseExecutor, certificates: Certificate[]): Promise<Buffer> {
  return renderCertificatesPdf(certificates, await loadCertificateAssets(db));
}

export function certificateFileName(certificate: Pick<Certificate, "certificate_number">): string {
  return `certificate-${certificate.certificate_number.replace(/[^A-Za-z0-9-]/g, "_")}.pdf`;
}
