import { Container, List, Stack, Text, Title } from "@mantine/core";
import { pageMeta } from "~/lib/page-title";
import { useRootData } from "~/lib/root-data";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/terms";

export const access = { read: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, {
    title: "Terms of use",
    description:
      "The terms of use of this site: your account, courses, events and certificates, acceptable use and how we handle your information.",
  });

const SECTIONS: Array<{ heading: string; paragraphs: string[]; points?: string[] }> = [
  {
    heading: "1. Your account",
    paragraphs: [
      "You need an account to take online courses. Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done with your account.",
      "New accounts are student accounts. Instructor and administrator rights are given by us, not chosen at sign-up.",
    ],
  },
  {
    heading: "2. Courses, events and certificates",
    paragraphs: [
      "Course material, recordings and documents are for your own learning. Do not copy, resell or publish them without our written permission.",
      "Certificates of completion and CPD certificates are issued only for courses you actually completed. Each certificate carries a number and a verification link; we may revoke a certificate issued in error or obtained dishonestly, and the verification page will then say so.",
    ],
  },
  {
    heading: "3. Acceptable use",
    paragraphs: ["When you use the site you agree not to:"],
    points: [
      "upload anything unlawful, harmful, or that you have no right to share;",
      "try to reach accounts, courses or data that are not yours;",
      "interfere with the site's security or availability, or send automated traffic to it.",
    ],
  },
  {
    heading: "4. Your personal information",
    paragraphs: [
      "We process the personal information you give us (your name, email, phone number, ID or HPCSA number and course records) to run your courses, issue certificates and answer your enquiries, in line with the Protection of Personal Information Act, 2013 (POPIA). We do not sell it. You may ask to see, correct or delete your information by writing to us through the contact page.",
    ],
  },
  {
    heading: "5. Changes and contact",
    paragraphs: [
      "We may update these terms; the date below shows the latest version. If you keep using the site after a change, the new terms apply. Questions about these terms can be sent through the contact page.",
    ],
  },
];

export default function Terms() {
  const root = useRootData();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Terms of use</Title>
        <Text>
          These terms apply to everyone who uses {root?.siteName ?? "this site"}: the public site, the online learning
          platform, event registrations and enquiry forms. By signing up you agree to them.
        </Text>
        {SECTIONS.map((section) => (
          <Stack key={section.heading} gap="xs">
            <Title order={2} size="h3">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.points ? (
              <List>
                {section.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        ))}
        <Text c="dimmed" size="sm">
          Last updated: 21 November 2026
        </Text>
      </Stack>
    </Container>
  );
}
