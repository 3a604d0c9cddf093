// The one script of a plain document (a content page sent without React, decision 0056). The page
// works without it: the phone menu is a <details>, the forms are plain POST forms the server answers
// with its field messages. This adds what is nicer with JavaScript, in well under 2 kB:
// - the phone menu closes with Escape (focus back on its button) and with a click outside it;
// - a server-rendered toast gets its Close button;
// - after a refused submit the first field with a message gets the focus, and a field's message
//   goes once the field is changed (as on the hydrated pages);
// - a form is sent once: a second click while the page is loading does nothing;
// - a password field's eye button shows and hides the password (Mantine's toggle, its two icons);
// - the colour scheme toggle applies the choice without a reload, and "System" follows the system
//   as it changes (decision 0069-dark-mode; the cookie is app/lib/color-scheme.ts's).

const systemDark = matchMedia("(prefers-color-scheme: dark)");
const chosenScheme = () => document.cookie.match(/(?:^|; )campus-color-scheme=(light|dark)(?:;|$)/)?.[1] ?? "auto";
const applyScheme = () => {
  const chosen = chosenScheme();
  const shown = chosen === "auto" ? (systemDark.matches ? "dark" : "light") : chosen;
  document.documentElement.setAttribute("data-mantine-color-scheme", shown);
  for (const button of document.querySelectorAll("[data-color-scheme-toggle] button"))
    button.setAttribute("aria-pressed", String(button.value === chosen));
};
systemDark.addEventListener("change", applyScheme);
// A cached page was rendered for no choice at all: its buttons say the cookie's.
applyScheme();
for (const form of document.querySelectorAll("form[data-color-scheme-toggle]")) {
  // Before the forms' send-once handler below, which would take the next choice for a second send.
  form.addEventListener("submit", (event) => {
    const choice = event.submitter?.getAttribute("value");
    if (!choice) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // biome-ignore lint/suspicious/noDocumentCookie: read before paint by the inline script, so a cookie.
    document.cookie = `campus-color-scheme=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`;
    applyScheme();
  });
}

for (const menu of document.querySelectorAll("details[data-phone-menu]")) {
  const button = menu.querySelector("summary");
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    button?.focus();
  });
  document.addEventListener("click", (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  });
}

for (const toast of document.querySelectorAll("[data-server-toast]")) {
  const close = toast.querySelector("[data-close-toast]");
  if (!close) continue;
  close.hidden = false;
  close.addEventListener("click", () => toast.remove());
}

const firstInvalid = document.querySelector('form [aria-invalid="true"]');
if (firstInvalid instanceof HTMLElement) firstInvalid.focus();

for (const form of document.querySelectorAll('form[method="post"]')) {
  form.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLElement) || field.getAttribute("aria-invalid") !== "true") return;
    field.removeAttribute("aria-invalid");
    field.removeAttribute("data-error");
    const described = (field.getAttribute("aria-describedby") ?? "").split(/\s+/);
    for (const id of described.filter((id) => id.endsWith("-error"))) document.getElementById(id)?.remove();
    const rest = described.filter((id) => id && !id.endsWith("-error"));
    if (rest.length) field.setAttribute("aria-describedby", rest.join(" "));
    else field.removeAttribute("aria-describedby");
  });
  let isSent = false;
  // A page brought back with the Back button may be sent again.
  window.addEventListener("pageshow", () => {
    isSent = false;
    form.removeAttribute("aria-busy");
  });
  form.addEventListener("submit", (event) => {
    if (isSent) {
      event.preventDefault();
      return;
    }
    isSent = true;
    form.setAttribute("aria-busy", "true");
  });
}

// Mantine's PasswordToggleIcon while the password is shown: the crossed-out eye (the server drew
// the open one, kept to put back).
const SHOWN_PASSWORD_ICON =
  '<path fill="none" d="M0 0h256v256H0z"/><path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="16" d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"/><path fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="16" d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"/>';

for (const toggle of document.querySelectorAll(".mantine-PasswordInput-visibilityToggle")) {
  const field = toggle.closest(".mantine-PasswordInput-root")?.querySelector("input.mantine-PasswordInput-innerInput");
  const icon = toggle.querySelector("svg");
  if (!field || !icon) continue;
  const hiddenPasswordIcon = icon.innerHTML;
  toggle.addEventListener("click", () => {
    const isShown = field.type === "password";
    field.type = isShown ? "text" : "password";
    toggle.setAttribute("aria-pressed", String(isShown));
    icon.innerHTML = isShown ? SHOWN_PASSWORD_ICON : hiddenPasswordIcon;
  });
}

// The service worker keeps the offline page and a learner's kept courses (decision 0110-offline-courses).
navigator.serviceWorker?.register("/sw.js").catch(() => undefined);
