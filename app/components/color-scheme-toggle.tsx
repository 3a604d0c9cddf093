import { useMantineColorScheme } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { COLOR_SCHEMES, type ColorSchemeChoice, isColorSchemeChoice } from "~/lib/color-scheme";
import { useRootData } from "~/lib/root-data";
import * as m from "./messages";

export const COLOR_SCHEME_ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

/** "Light", "Dark", "System" in the page's language. */
export function colorSchemeLabel(choice: ColorSchemeChoice): string {
  if (choice === "light") return m.colourSchemeLight();
  if (choice === "dark") return m.colourSchemeDark();
  return m.colourSchemeSystem();
}

/**
 * Light, dark or the system's scheme (decision 0069-dark-mode). A plain POST form, so it works
 * on a plain document without JavaScript (the server sets the cookie and comes back here); the
 * island (site-document.js) and, on a hydrated page, Mantine's provider apply it without a reload.
 */
export function ColorSchemeToggle({ className, buttonClassName }: { className?: string; buttonClassName?: string }) {
  const root = useRootData();
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState<ColorSchemeChoice>(root?.colorScheme ?? "auto");
  const { setColorScheme } = useMantineColorScheme();
  const choose = (event: FormEvent<HTMLFormElement>) => {
    const value = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (!isColorSchemeChoice(value)) return;
    event.preventDefault();
    setChoice(value);
    setColorScheme(value);
  };
  return (
    <form method="post" action="/color-scheme" className={className} data-color-scheme-toggle="" onSubmit={choose}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <fieldset>
        <legend>{m.colourScheme()}</legend>
        {COLOR_SCHEMES.map((value) => {
          const Icon = COLOR_SCHEME_ICONS[value];
          return (
            <button
              key={value}
              type="submit"
              name="colorScheme"
              value={value}
              aria-pressed={choice === value}
              className={buttonClassName}
            >
              <Icon size={16} aria-hidden="true" />
              {colorSchemeLabel(value)}
            </button>
          );
        })}
      </fieldset>
    </form>
  );
}
