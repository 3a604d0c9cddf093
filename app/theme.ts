import { Anchor, type CSSVariablesResolver, createTheme } from "@mantine/core";

// Deep blue and teal with enough contrast on white for body text and buttons (WCAG AA).
export const theme = createTheme({
  primaryColor: "campus",
  primaryShade: 8,
  colors: {
    campus: [
      "#e8f0fa",
      "#cddcf0",
      "#9bb9e2",
      "#6694d3",
      "#3c76c6",
      "#2563b5",
      "#1c56a0",
      "#17498a",
      "#123d74",
      "#0c2f5c",
    ],
  },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
  defaultRadius: "sm",
  focusRing: "auto",
  components: {
    // Links inside text are told apart by more than colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
  },
});

/** Mantine's default "dimmed" grey is too light for small text on white; this one passes AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#555e68",
    "--mantine-color-placeholder": "#666f79",
    "--mantine-color-error": "#c92a2a",
  },
  dark: {},
});
