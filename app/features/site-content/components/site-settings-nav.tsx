import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import * as m from "../messages";

const SECTIONS = [
  { key: "Settings", label: m.navSettings, to: "/admin" },
  { key: "Page content", label: m.navPageContent, to: "/admin/site-content" },
] as const;

/** Site settings' two parts: the site's settings and contact details, and the public pages' copy. */
export function SiteSettingsNav({ current }: { current: (typeof SECTIONS)[number]["key"] }) {
  return (
    <Group component="nav" aria-label={m.siteSettings()} gap="xs" mb="md">
      {SECTIONS.map((section) => (
        <Button
          key={section.to}
          component={Link}
          to={section.to}
          variant={section.key === current ? "filled" : "default"}
          aria-current={section.key === current ? "page" : undefined}
        >
          {section.label()}
        </Button>
      ))}
    </Group>
  );
}
