import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { signIn } from "./support/session";

/**
 * The course pickers of a learning path and a discount code (decision 0136-course-pickers): the
 * course is typed, found on the server and posted as the list's choice was, so any course of a
 * catalogue of thousands can be chosen.
 */

const unique = () => Date.now().toString(36);

test("an instructor adds a course to a new learning path by typing its name", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  await page.goto("/learning-paths");
  await page.getByRole("button", { name: "New learning path" }).click();
  const title = `Corrective action path ${unique()}`;
  await page.getByRole("dialog").getByLabel("Title").fill(title);
  await page.getByRole("dialog").getByRole("button", { name: "Create path" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  const picker = page.getByRole("combobox", { name: "Course to add" });
  await picker.click();
  await picker.fill("root cause");
  await page.getByRole("option", { name: "Root Cause Analysis and Corrective Action" }).click();
  await page.getByRole("button", { name: "Add course" }).click();
  const courses = page.getByRole("list", { name: "Courses in order" });
  await expect(courses.getByText("Root Cause Analysis and Corrective Action")).toBeVisible();
  // The picker is empty again for the next course, and no longer offers the one added.
  await expect(page.getByRole("combobox", { name: "Course to add" })).toHaveValue("");
  await page.getByRole("combobox", { name: "Course to add" }).click();
  await page.getByRole("combobox", { name: "Course to add" }).fill("root cause");
  await expect(page.getByText("Nothing matches: try another word of its name")).toBeVisible();
  // Mantine's open dropdown with nothing found is a listbox without options (axe's
  // aria-required-children), as every searchable Select of Mantine's is: checked closed.
  await page.keyboard.press("Escape");
  await expectNoAccessibilityViolations(page);
});

test("an admin limits a new discount code to a priced course found by typing", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin/discount-codes");
  const code = `LAB${unique().toUpperCase()}`;
  const addForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add discount code" }) });
  await addForm.getByRole("textbox", { name: "Code" }).fill(code);
  await addForm.getByRole("textbox", { name: "Value" }).fill("10");
  const picker = addForm.getByRole("combobox", { name: "Course" });
  await picker.click();
  await picker.fill("17025");
  await page.getByRole("option", { name: "ISO/IEC 17025:2017 Requirements and Implementation" }).click();
  await addForm.getByRole("button", { name: "Add discount code" }).click();
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row.getByText("ISO/IEC 17025:2017 Requirements and Implementation")).toBeVisible();
  // The add form starts again with any item.
  await expect(addForm.getByRole("combobox", { name: "Course" })).toHaveValue("");
  await expectNoAccessibilityViolations(page);
});
