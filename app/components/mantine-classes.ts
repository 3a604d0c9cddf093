/**
 * The class names Mantine 9 gives the parts of a few components that hot paths draw as plain elements
 * instead (docs/decisions/0055-render-cost.md): Mantine's own stylesheet then styles them exactly as
 * before, with none of its per-element props, styles and class-name work at render time. The `m_…`
 * names are Mantine's generated ones, so app/components/mantine-classes.test.ts renders each real
 * component and compares: an upgrade that renames one fails there, not silently on screen.
 */
/*
 * Without Mantine's static `mantine-Table-*` names: no stylesheet reads them (Mantine's uses the `m_…`
 * ones), and a 25-row table of 13 columns wrote them 350 times, 6 kB (decision 0128-list-rows). The
 * parity test renders Mantine's Table with static classes off.
 */
export const TABLE_CLASSES = {
  table: "m_b23fa0ef",
  thead: "m_b242d975",
  tbody: "m_b2404537",
  tr: "m_4e7aa4fd",
  th: "m_4e7aa4f3",
  td: "m_4e7aa4ef",
} as const;

export const NAV_LINK_CLASSES = {
  root: "mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root",
  section: "m_690090b5 mantine-NavLink-section",
  body: "m_f07af9d2 mantine-NavLink-body",
  // i18n-exempt: class names, not words
  label: "m_1f6ac4c4 mantine-NavLink-label",
  // i18n-exempt: class names, not words
  description: "m_57492dcc mantine-NavLink-description",
} as const;

/** A Card with a border (Card withBorder: Card and Paper) and its first section. */
export const CARD_CLASSES = {
  root: "m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root",
  section: "m_599a2148 mantine-Card-section",
} as const;

export const ASPECT_RATIO_CLASS = "m_71ac47fc mantine-AspectRatio-root";
export const IMAGE_CLASS = "m_9e117634 mantine-Image-root";
export const STACK_CLASS = "m_6d731127 mantine-Stack-root";
export const GROUP_CLASS = "m_4081bf90 mantine-Group-root";
export const TITLE_CLASS = "m_8a5d1357 mantine-Title-root";
export const TEXT_CLASS = "mantine-focus-auto m_b6d8b162 mantine-Text-root";

export const BADGE_CLASSES = {
  root: "m_347db0ec mantine-Badge-root",
  // i18n-exempt: class names, not words
  label: "m_5add502a mantine-Badge-label",
} as const;

export const BUTTON_CLASSES = {
  root: "mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root",
  inner: "m_80f1301b mantine-Button-inner",
  section: "m_a74036a mantine-Button-section",
  // i18n-exempt: class names, not words
  label: "m_811560b9 mantine-Button-label",
} as const;

export const ACTION_ICON_CLASSES = {
  root: "mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root",
  icon: "m_8d3afb97 mantine-ActionIcon-icon",
} as const;

export const ANCHOR_CLASS = "mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root";

/** A TextInput's or NativeSelect's message (Input.Error), as the plain documents' live form writes it. */
export const INPUT_ERROR_CLASS = "m_8f816625 mantine-InputWrapper-error";

/** Mantine's Pagination: its root, a page or arrow control (enabled, or disabled without the active state) and the dots. */
export const PAGINATION_CLASSES = {
  root: "m_4addd315 mantine-Pagination-root",
  control:
    "mantine-focus-auto mantine-active m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root",
  disabledControl: "mantine-focus-auto m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root",
  dots: "m_4ad7767d mantine-Pagination-dots",
} as const;

/** A Progress bar and its one section (app/components/plain-progress.tsx). */
export const PROGRESS_CLASSES = {
  root: "m_db6d6462 mantine-Progress-root",
  section: "m_2242eb65 mantine-Progress-section",
} as const;
