import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { telephoneHref, whatsAppHref } from "~/lib/contact-links";
import { todayIn } from "~/lib/dates";
import { useSiteTimeZone } from "~/lib/use-site-time-zone";

const TRAINING_LINKS = [
  { label: "Accreditation courses", to: "/courses/accreditation" },
  { label: "Certification courses", to: "/courses/certification" },
  { label: "Improvement and support courses", to: "/courses/improvement" },
  { label: "Online courses", to: "/courses/online" },
  { label: "Consulting", to: "/consulting" },
];

export interface FooterContact {
  phone: string;
  email: string;
  whatsapp: string;
}

interface SiteFooterProps {
  siteName: string;
  countries: string[];
  contact: FooterContact | null;
}

export function SiteFooter({ siteName, countries, contact }: SiteFooterProps) {
  // The year in the site's zone, not the machine's: server and browser agree on New Year's Eve too.
  const year = todayIn(useSiteTimeZone()).slice(0, 4);
  return (
    <footer style={{ background: "var(--mantine-color-campus-9)", color: "#fff", marginTop: 64 }}>
      <Container size="lg" py="xl">
        <div className="grid-3" style={{ gap: "var(--mantine-spacing-xl)" }}>
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              Training and consulting
            </Title>
            {TRAINING_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="white" underline="always">
                {link.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              Where we work
            </Title>
            <Text component="ul" c="white" m={0} pl="md">
              {countries.map((country) => (
                <li key={country}>{country}</li>
              ))}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4" c="white">
              {siteName}
            </Title>
            {contact ? <FooterContactLinks contact={contact} /> : null}
            <Anchor component={Link} to="/contact-us" c="white" underline="always">
              Contact us
            </Anchor>
            <Anchor component={Link} to="/terms" c="white" underline="always">
              Terms of use
            </Anchor>
          </Stack>
        </div>
        <Group mt="xl">
          <Text size="sm" c="white">
            © {year} {siteName}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}

/** Phone, email and WhatsApp as links a phone can act on; an empty one is left out. */
function FooterContactLinks({ contact }: { contact: FooterContact }) {
  return (
    <>
      {contact.phone ? (
        <Anchor href={telephoneHref(contact.phone)} c="white" underline="always">
          Phone {contact.phone}
        </Anchor>
      ) : null}
      {contact.email ? (
        <Anchor href={`mailto:${contact.email}`} c="white" underline="always">
          {contact.email}
        </Anchor>
      ) : null}
      {contact.whatsapp ? (
        <Anchor href={whatsAppHref(contact.whatsapp)} c="white" underline="always" target="_blank" rel="noopener">
          WhatsApp {contact.whatsapp}
        </Anchor>
      ) : null}
    </>
  );
}
