import { Button, Group } from "@mantine/core";
import { Link } from "react-router";

const SECTIONS = [
  { label: "Settings", to: "/admin" },
  { label: "Page content", to: "/admin/site-content" },
] as const;

/** Site settings' two parts: the site's settings and contact details, and the public pages' copy. */
export function SiteSettingsNav({ current }: { current: (typeof SECTIONS)[number]["label"] }) {
  return (
    <Group component="nav" aria-label="Site settings" gap="xs" mb="md">
      {SECTIONS.map((section) => (
        <Button
          key={section.to}
          component={Link}
          to={section.to}
          variant={section.label === current ? "filled" : "default"}
          aria-current={section.label === current ? "page" : undefined}
        >
          {section.label}
        </Button>
      ))}
    </Group>
  );
}
