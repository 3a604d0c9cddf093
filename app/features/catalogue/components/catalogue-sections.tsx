import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { localizedPath } from "~/lib/i18n/localized-path";
import { CATALOGUE_TYPE_LABELS, CATALOGUE_TYPES, type CatalogueSection, ONLINE_SECTION } from "../catalogue.schema";
import * as m from "../messages";

const SECTIONS: Array<{ section: CatalogueSection; label: () => string }> = [
  { section: ONLINE_SECTION, label: m.onlineCourses },
  ...CATALOGUE_TYPES.map((type) => ({ section: type, label: CATALOGUE_TYPE_LABELS[type] ?? (() => type) })),
];

/** The catalogue's sections as links: every online course, or the courses of one type. */
export function CatalogueSections({ current }: { current: CatalogueSection }) {
  return (
    <Group component="nav" aria-label={m.courseCatalogue()} gap="xs">
      {SECTIONS.map(({ section, label }) => (
        <Button
          key={section}
          component={Link}
          to={localizedPath(`/courses/${section}`)}
          size="compact-md"
          radius="xl"
          variant={section === current ? "filled" : "default"}
          aria-current={section === current ? "page" : undefined}
        >
          {label()}
        </Button>
      ))}
    </Group>
  );
}
