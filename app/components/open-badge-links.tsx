import { Button } from "@mantine/core";
import { IconBrandLinkedin, IconCertificate2 } from "@tabler/icons-react";
import * as m from "./messages";

/**
 * "Download Open Badge" (the signed Open Badges 3.0 credential, decision 0100-open-badges-credentials) and
 * "Add to LinkedIn" (LinkedIn's add-a-certification form, filled in): shown beside a certificate on
 * My learning and on its verification page.
 */
export function OpenBadgeLinks({
  openBadgePath,
  linkedInUrl,
  courseName,
}: {
  openBadgePath: string;
  linkedInUrl: string;
  courseName: string;
}) {
  return (
    <>
      <Button
        component="a"
        href={openBadgePath}
        download
        variant="default"
        leftSection={<IconCertificate2 size={16} aria-hidden="true" />}
        aria-label={m.downloadBadgeFor({ course: courseName })}
      >
        {m.downloadBadge()}
      </Button>
      <Button
        component="a"
        href={linkedInUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        leftSection={<IconBrandLinkedin size={16} aria-hidden="true" />}
        aria-label={m.addToLinkedInFor({ course: courseName })}
      >
        {m.addToLinkedIn()}
      </Button>
    </>
  );
}
