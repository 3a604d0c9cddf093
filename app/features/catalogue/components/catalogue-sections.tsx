import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { CATALOGUE_TYPE_LABELS, CATALOGUE_TYPES, type CatalogueSection, ONLINE_SECTION } from "../catalogue.schema";

const SECTIONS: Array<{ section: CatalogueSection; label: string }> = [
  { section: ONLINE_SECTION, label: "Online courses" },
  ...CATALOGUE_TYPES.map((type) => ({ section: type, label: CATALOGUE_TYPE_LABELS[type] ?? type })),
];

/** The catalogue's sections as links: every online course, or the courses of one type. */
export function CatalogueSections({ current }: { current: CatalogueSection }) {
  return (
    <Group component="nav" aria-label="Course catalogue" gap="xs">
      {SECTIONS.map(({ section, label }) => (
        <Button
          key={section}
          component={Link}
          to={`/courses/${section}`}
          size="compact-md"
          radius="xl"
          variant={section === current ? "filled" : "default"}
          aria-current={section === current ? "page" : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
