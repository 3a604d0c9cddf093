// Writes app/theme-variables.css: the CSS that Mantine's MantineProvider would otherwise put into a
// <style> tag on every page it renders (the theme's CSS variables and its hiddenFrom/visibleFrom
// classes, about 9 kB per page, computed on each render). app/root.tsx turns those tags off
// (withCssVariables, withGlobalClasses) and both stylesheets import this file instead, so it is
// downloaded once and cached (decision 0057). tests/architecture/theme-css.test.ts fails when
// app/theme.ts changes and this file was not generated again.
// Usage: npm run theme:css
import fs from "node:fs";
import path from "node:path";
import { themeStylesheet } from "../app/theme-stylesheet.ts";

const target = path.resolve(import.meta.dirname, "../app/theme-variables.css");
fs.writeFileSync(target, await themeStylesheet());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
