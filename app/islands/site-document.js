// The one script of a plain document (a content page sent without React, decision 0056). The page
// works without it: the phone menu is a <details>, the forms are plain POST forms the server answers
// with its field messages. This adds what is nicer with JavaScript, in well under 2 kB:
// - the phone menu closes with Escape (focus back on its button) and with a click outside it;
// - a server-rendered toast gets its Close button;
// - after a refused submit the first field with a message gets the focus, and a field's message
//   goes once the field is changed (as on the hydrated pages);
// - a form is sent once: a second click while the page is loading does nothing.

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
