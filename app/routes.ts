import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table: every path of SPEC.md section 2, one line each, grouped by area.
 * Each line names a thin route module; the work happens in app/features.
 */
export default [
  layout("routes/site/site-layout.tsx", [
    // Public site (SPEC 2)
    index("routes/site/home.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("about-us", "routes/site/about-us.tsx"),
    route("services", "routes/site/services.tsx"),
    route("consulting", "routes/site/consulting.tsx"),
    route("learning-center", "routes/site/learning-center.tsx"),
    route("learning-center/schedule/:entryId", "routes/site/schedule-entry.tsx"),
    route("contact-us", "routes/site/contact-us.tsx"),
    route("thank-you", "routes/site/thank-you.tsx"),
    // What the service worker shows offline for a page not kept on the device (decision 0110-offline-courses)
    route("offline", "routes/site/offline.tsx"),
    route("courses/:type", "routes/site/course-catalogue.tsx"),
    route("course-overview/:slug", "routes/site/course-overview.tsx"),
    // Learning paths' public pages (decision 0094-learning-paths)
    route("paths", "routes/site/paths.tsx"),
    route("paths/:slug", "routes/site/path.tsx"),

    // Accounts (SPEC 2, 3, 4, 6)
    route("sign-in", "routes/auth/sign-in.tsx"),
    route("sign-up", "routes/auth/sign-up.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    // Single sign-on per company (decision 0101-sso): the providers' answers, inside the site frame
    route("sso/oidc/callback", "routes/auth/sso-oidc-callback.tsx"),
    route("sso/saml/:companyId/acs", "routes/auth/sso-saml-acs.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("profile", "routes/auth/profile.tsx"),
    route("edit-profile", "routes/auth/edit-profile.tsx"),
    route("user", "routes/auth/user-landing.tsx"),

    // Webinars and bookings (decision 0007)
    route("events", "routes/site/events.tsx"),
    route("event-confirmation", "routes/site/event-confirmation.tsx"),
    // The cancel and accept links in the booking mails (decision 0031)
    route("bookings/cancel/:token", "routes/site/booking-cancel.tsx"),
    route("bookings/offer/:token", "routes/site/booking-offer.tsx"),
    // Add to calendar on the thank-you page: the booking's signed token (decision 0075-registration-for-the-region)
    route("bookings/invite/:token", "routes/resources/booking-confirmation-invitation.ts"),
    // The unsubscribe link of every reminder (decision 0036)
    route("unsubscribe/:token", "routes/site/unsubscribe.tsx"),

    // The student's home (decision 0027): courses, progress, certificates, bookings
    route("my-learning", "routes/learn/my-learning.tsx"),
    // The learner's CPD points ledger (decision 0033)
    route("my-learning/cpd", "routes/learn/my-cpd.tsx"),
    // A company's invitation: the employee joins or declines (decision 0105-employee-consent)
    route("company-invitation", "routes/learn/company-invitation.tsx"),
    // A training manager's company (decision 0039)
    route("my-company", "routes/company/my-company.tsx"),
    route("my-company/:companyId", "routes/company/company-training.tsx"),
    // Training managers on their own: employees, import, assignment (decision 0104-company-self-service)
    route("my-company/:companyId/employees", "routes/company/company-employees.tsx"),
    route("my-company/:companyId/employees/import", "routes/company/company-employees-import.tsx"),
    route("my-company/:companyId/employees/:employeeId", "routes/company/company-employee.tsx"),
    route("my-company/:companyId/groups", "routes/company/company-groups.tsx"),
    // Skills-development evidence (decision 0103-skills-evidence): the facilitator's reports, the learner's details
    route("my-company/:companyId/skills", "routes/company/company-skills.tsx"),
    route("my-learning/skills-details", "routes/learn/my-skills-details.tsx"),

    // Selling: fulfilment. The buyer (or an admin) cancels seats within the policy (decision 0083-fulfilment-seats).
    route("orders/:orderId/cancel", "routes/orders/order-cancel.tsx"),

    // Student course viewer (decision 0009): course/{courseId}[/{chapterId}[/{lessonId}]]
    // (course/add and course/{id}/edit, the CPD form below, win over it: static segments rank higher.)
    route("course/:courseId/:chapterId?/:lessonId?", "routes/learn/course-viewer.tsx"),

    // A certificate's public verification page (decision 0010), by its QR code or its printed number, and
    // the lookup box for employers and auditors (decision 0071-cpd-certificates).
    route("verify", "routes/site/verify-lookup.tsx"),
    route("verify/:code", "routes/site/verify-certificate.tsx"),

    // A content page (SPEC 2: page building) is public at page/{id} once published.
    route("page/:id", "routes/pages/page.tsx"),

    // Forms built in the instructor area, public once open (decision 0025)
    route("f/:slug", "routes/site/public-form.tsx"),

    // Selling: providers. Pay by card or instant EFT, and where the provider sends the buyer back (decision 0084-providers-notifications)
    route("orders/:orderId/pay", "routes/site/order-pay.tsx"),
    route("payments/return", "routes/site/payment-return.tsx"),
    route("payments/cancelled", "routes/site/payment-cancelled.tsx"),
    // Selling: checkout (decision 0085-checkout-cart): the cart, checkout and the buyer's order page
    route("cart", "routes/site/cart.tsx"),
    route("checkout", "routes/site/checkout.tsx"),
    route("orders/:orderId", "routes/site/order.tsx"),
    // Selling: eft. A buyer's pro-forma invoice and proof of payment (decision 0086-eft-payments).
    route("orders/:orderId/pro-forma", "routes/selling/order-pro-forma.tsx"),
    route("orders/:orderId/proof", "routes/selling/order-proof.tsx"),
    // Selling: documents (tax invoices and credit notes, decision 0082)
    route("invoices/:documentId", "routes/selling/invoice.tsx"),
    route("credit-notes/:documentId", "routes/selling/credit-note.tsx"),
    route("quotations/:quotationId", "routes/selling/quotation.tsx"),
    // The quotation mail's link: its signed token, for a buyer with or without an account
    route("quotation/:token", "routes/selling/quotation-by-link.tsx"),
    route("my-company/:companyId/statement", "routes/company/company-statement.tsx"),

    // Anything else is a real 404 page inside the site frame.
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Every staff page in one frame (docs/decisions/0022-staff-shell.md): the staff shell's navigation for
  // instructors and admins; a refused visitor's 403 inside the public frame. No URL changed.
  layout("routes/staff/staff-layout.tsx", [
    // Instructor area (SPEC 2: instructor with children)
    ...prefix("instructor", [
      index("routes/instructor/instructor-home.tsx"),
      route("dashboard", "routes/instructor/dashboard.tsx"),
      route("courses", "routes/instructor/courses.tsx"),
      route("students", "routes/instructor/students.tsx"),
      route("profile", "routes/instructor/profile.tsx"),
      route("forms", "routes/instructor/forms.tsx"),
      route("form/:formId", "routes/instructor/form.tsx"),
      route("form/:formId/responses", "routes/instructor/form-responses.tsx"),
      route("form/:formId/responses/:responseId", "routes/instructor/form-response.tsx"),
      route("form/:formId/summary", "routes/instructor/form-summary.tsx"),
      // External CPD activities sent by learners, reviewed by staff (decision 0038)
      route("cpd-activities", "routes/instructor/cpd-activities.tsx"),
      route("cpd-activities/:activityId", "routes/instructor/cpd-activity.tsx"),
      route("*", "routes/staff/staff-not-found.tsx", { id: "instructor-not-found" }),
    ]),

    // Administration; /admin itself is the site settings (SPEC 2), admins land on its overview.
    route("admin", "routes/admin/admin-layout.tsx", [
      index("routes/admin/site-settings.tsx"),
      // Site settings › Page content: the public pages' copy, draft and publish (decision 0054)
      route("site-content", "routes/admin/site-content.tsx"),
      route("site-content/:pageKey", "routes/admin/site-content-page.tsx"),
      route("overview", "routes/admin/overview.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("companies", "routes/admin/companies.tsx"),
      route("companies/:companyId", "routes/admin/company.tsx"),
      route("companies/:companyId/scim", "routes/admin/company-scim.tsx"),
      route("companies/:companyId/skills-facilitator", "routes/admin/company-skills-facilitator.tsx"),
      route("companies/:companyId/single-sign-on", "routes/admin/company-sso.tsx"),
      // Selling: apiseed (discount codes; a company's billing and price list are on its page)
      route("discount-codes", "routes/admin/discount-codes.tsx"),
      route("mail", "routes/admin/mail.tsx"),
      route("mail/:messageId", "routes/admin/mail-message.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      // POPIA (decision 0036): erasure on request, and who saw personal data
      route("deletion-requests", "routes/admin/deletion-requests.tsx"),
      route("access-log", "routes/admin/access-log.tsx"),
      route("api-tokens", "routes/admin/api-tokens.tsx"),
      // Outgoing webhooks (docs/decisions/0047-webhooks.md)
      route("webhooks", "routes/admin/webhooks.tsx"),
      route("webhooks/:endpointId", "routes/admin/webhook-endpoint.tsx"),
      // The LRS's statements (decision 0098-lrs)
      route("learning-records", "routes/admin/learning-records.tsx"),
      route("*", "routes/staff/staff-not-found.tsx", { id: "admin-not-found" }),
    ]),

    // Selling: finance. Orders, invoices, payments and the reports, for admins and the finance role.
    // OFO codes and NQF levels of interventions for skills reports (decision 0103-skills-evidence)
    route("staff/skills-codes", "routes/staff/skills-codes.tsx"),
    route("staff/orders", "routes/staff/orders.tsx"),
    route("staff/orders/:orderId", "routes/staff/order.tsx"),
    route("staff/invoices", "routes/staff/invoices.tsx"),
    route("staff/payments", "routes/staff/payments.tsx"),
    route("staff/reports/revenue", "routes/staff/revenue-report.tsx"),

    // CPD course records, enrolled users and certificates (decision 0006). course/{id} itself is the
    // student viewer's; an existing CPD course is edited at course/{id}/edit.
    route("list-courses", "routes/cpd/list-courses.tsx"),
    route("course/add", "routes/cpd/course-form.tsx", { id: "cpd-course-add" }),
    route("course/:courseId/edit", "routes/cpd/course-form.tsx", { id: "cpd-course-edit" }),
    route("course-details/:id", "routes/cpd/course-details.tsx"),
    route("create-certificate/:id", "routes/cpd/create-certificate.tsx"),
    route("expiring-certificates", "routes/cpd/expiring-certificates.tsx"),

    // Webinars and their bookings (decision 0007)
    route("event/:eventId", "routes/events/event-edit.tsx"),
    route("manage-events", "routes/events/manage-events.tsx"),
    route("manage-events/:eventId/check-in", "routes/events/event-check-in.tsx"),

    // Content pages (SPEC 2: page building)
    route("page-builder", "routes/pages/page-builder.tsx"),
    route("add-page", "routes/pages/add-page.tsx"),
    route("edit-page/:pageId", "routes/pages/edit-page.tsx"),

    // Selling: eft. Staff record EFT payments and import bank statements (decision 0086-eft-payments).
    route("staff/orders/:orderId/payments", "routes/staff/order-payments.tsx"),
    route("staff/bank-statements", "routes/staff/bank-statements.tsx"),

    // Learning paths: ordered online courses, for staff (decision 0094-learning-paths)
    route("learning-paths", "routes/learning-paths/learning-paths.tsx"),
    route("learning-paths/:pathId", "routes/learning-paths/learning-path.tsx"),
    // Assessment: assignments, marking, moderation and assessment staff (decisions 0090, 0095)
    route("course-assessment/:courseId/assignments", "routes/assessment/assignments-queue.tsx"),
    route("course-assessment/:courseId/submissions/:submissionId", "routes/assessment/submission.tsx"),
    route("course-assessment/:courseId/moderation", "routes/assessment/moderation.tsx"),
    route("course-assessment/:courseId/staff", "routes/assessment/assessment-staff.tsx"),

    // The course builder (decision 0011): full screen, its top bar carries the user menu.
    // The question bank (decision 0090): a course's, in its builder, and the shared one.
    route("edit-course/:courseId/question-bank", "routes/assessment/course-question-bank.tsx"),
    route("edit-course/:courseId/question-bank/:questionId", "routes/assessment/course-question.tsx"),
    route("question-bank", "routes/assessment/shared-question-bank.tsx"),
    route("question-bank/:questionId", "routes/assessment/shared-question.tsx"),
    route("edit-course/:courseId/settings", "routes/instructor/course-settings.tsx"),
    // A course's translations (decision 0108-course-translations)
    route("edit-course/:courseId/translations", "routes/instructor/course-translations.tsx"),
    route("edit-course/:courseId/:chapterId?/:lessonId?", "routes/instructor/course-editor.tsx"),
    // Assessment (decision 0090): bank-quiz essays awaiting an assessor, and marking one attempt
    route("course-assessment/:courseId/essays", "routes/assessment/essay-queue.tsx"),
    route("course-assessment/:courseId/essays/:attemptId", "routes/assessment/essay-marking.tsx"),

    // Assessment (decision 0096-gradebook): a person's assessment courses, a course's hub, gradebook,
    // learner records and item analysis, and an online certificate's evidence.
    route("assessment", "routes/assessment/my-assessment.tsx"),
    route("course-assessment/:courseId", "routes/assessment/course-assessment-hub.tsx"),
    route("course-assessment/:courseId/gradebook", "routes/assessment/gradebook.tsx"),
    route("course-assessment/:courseId/learners/:userId", "routes/assessment/learner-record.tsx"),
    route("course-assessment/:courseId/item-analysis", "routes/assessment/item-analysis.tsx"),
    route("certificates/:certificateId/evidence", "routes/assessment/certificate-evidence.tsx"),

    // Selling: documents (staff)
    route("staff/quotations/new", "routes/staff/quotation-new.tsx"),
    route("staff/companies/:companyId/statement", "routes/staff/company-statement.tsx"),
  ]),
  route("add-course", "routes/instructor/add-course.ts"),
  route("api/courses/:courseId/outline", "routes/instructor/outline-api.ts"),
  // Question bank downloads (decision 0091-question-bank)
  route("edit-course/:courseId/question-bank.csv", "routes/assessment/course-question-bank-csv.ts"),
  route("edit-course/:courseId/question-bank.zip", "routes/assessment/course-question-bank-qti.ts"),
  // A course as a SCORM 1.2 package for another LMS (decision 0099-scorm-export)
  route("edit-course/:courseId/export/scorm.zip", "routes/instructor/course-scorm-export.ts"),
  route("question-bank.csv", "routes/assessment/shared-question-bank-csv.ts"),
  route("question-bank.zip", "routes/assessment/shared-question-bank-qti.ts"),
  route("api/courses/:courseId/blocks", "routes/instructor/blocks-api.ts"),
  // The uploaded-video player's reports of what was played (decision 0093-sequencing).
  route("course/:courseId/video-progress", "routes/learn/video-progress.ts"),
  // A course kept for offline reading, and the work done offline sent back (decision 0110-offline-courses).
  route("course/:courseId/offline.json", "routes/learn/course-offline-list.ts"),
  route("course/:courseId/offline-sync", "routes/learn/course-offline-sync.ts"),
  // SCORM and cmi5 packages (decision 0097-scorm-content-packages): the editor's upload, the
  // package's files (sandboxed) and its runtime's commits.
  route("api/courses/:courseId/packages", "routes/instructor/packages-api.ts"),
  route("course/:courseId/packages/:packageId/files/*", "routes/learn/package-file.ts"),
  route("course/:courseId/packages/:packageId/runtime", "routes/learn/package-runtime.ts"),
  // A cmi5 unit's launch (decision 0098-lrs).
  route("course/:courseId/cmi5/:blockId/launch", "routes/learn/cmi5-launch.ts"),
  // The quiz editor's question-bank pickers (decision 0090)
  route("api/courses/:courseId/question-bank", "routes/instructor/question-bank-api.ts"),

  // Resources: no page of their own
  route("sign-out", "routes/auth/sign-out.ts"),
  // Light, dark or the system's scheme, chosen without JavaScript (decision 0069-dark-mode)
  route("color-scheme", "routes/site/color-scheme.ts"),
  // The language switch in the header and footer (decision 0106-languages)
  route("language", "routes/site/language.ts"),
  // The data saver's switch (decision 0107-data-saver)
  route("data-saver", "routes/site/data-saver.ts"),
  route("api/auth/*", "routes/resources/auth-api.ts"),
  // A company's SAML service-provider metadata, for its IT team (decision 0101-sso)
  route("sso/saml/:companyId/metadata", "routes/resources/sso-saml-metadata.ts"),
  // The REST API (docs/decisions/0034-rest-api.md): token auth, problem details.
  route("api/v1/openapi.json", "routes/api/v1-openapi.ts"),
  route("api/v1/reference", "routes/api/v1-reference.ts"),
  route("api/v1/courses", "routes/api/v1-courses.ts"),
  route("api/v1/events", "routes/api/v1-events.ts"),
  route("api/v1/bookings", "routes/api/v1-bookings.ts"),
  route("api/v1/enquiries", "routes/api/v1-enquiries.ts"),
  route("api/v1/schedule-entries", "routes/api/v1-schedule-entries.ts"),
  route("api/v1/cpd-courses", "routes/api/v1-cpd-courses.ts"),
  route("api/v1/cpd-courses/:id/enrolled-users", "routes/api/v1-cpd-enrolled-users.ts"),
  route(
    "api/v1/cpd-courses/:id/enrolled-users/:enrolledUserId/certificate",
    "routes/api/v1-cpd-enrolled-user-certificate.ts",
  ),
  route("api/v1/certificates", "routes/api/v1-certificates.ts"),
  route("api/v1/certificates/:code/verify", "routes/api/v1-certificate-verify.ts"),
  route("api/v1/certificates/:code/revoke", "routes/api/v1-certificate-revoke.ts"),
  route("api/v1/users", "routes/api/v1-users.ts"),
  route("api/v1/forms/:formId/responses", "routes/api/v1-form-responses.ts"),
  // Selling: apiseed (the REST API's orders, tax invoices, credit notes and payments)
  route("api/v1/orders", "routes/api/v1-orders.ts"),
  route("api/v1/orders/:orderId", "routes/api/v1-order.ts"),
  route("api/v1/invoices", "routes/api/v1-invoices.ts"),
  route("api/v1/invoices/:invoiceId", "routes/api/v1-invoice.ts"),
  route("api/v1/credit-notes", "routes/api/v1-credit-notes.ts"),
  route("api/v1/credit-notes/:creditNoteId", "routes/api/v1-credit-note.ts"),
  route("api/v1/payments", "routes/api/v1-payments.ts"),
  route("api/v1/payments/:paymentId", "routes/api/v1-payment.ts"),
  route("api/v1/*", "routes/api/v1-not-found.ts"),
  // SCIM 2.0 provisioning per company (decision 0102-scim-provisioning): the token decides the company.
  route("scim/v2/*", "routes/scim/scim-v2.ts"),
  // The Learning Record Store (decision 0098-lrs): xAPI resources and the cmi5 fetch URL.
  route("xapi/about", "routes/xapi/about.ts"),
  route("xapi/statements", "routes/xapi/statements.ts"),
  route("xapi/activities/state", "routes/xapi/activities-state.ts"),
  route("xapi/agents/profile", "routes/xapi/agents-profile.ts"),
  route("xapi/cmi5/fetch/:fetchToken", "routes/xapi/cmi5-fetch.ts"),
  route("admin/learning-records.json", "routes/admin/learning-records-json.ts"),
  // The course pickers' search, one route for every form that chooses a course (decision 0136-course-pickers)
  route("api/course-choices", "routes/resources/course-choices.ts"),
  route("api/uploads", "routes/resources/uploads-api.ts"),
  route("api/uploads/:uploadId", "routes/resources/upload-delete.ts"),
  route("uploads/:storedName", "routes/resources/upload-file.ts"),
  route("course-details/:id/certificates", "routes/cpd/course-certificates.ts"),
  route("course-details/:id/certificates/:enrolledUserId", "routes/cpd/enrolled-user-certificate.ts"),
  route("course-details/:id/enrolled-users.csv", "routes/cpd/enrolled-users-csv.ts"),
  route("course-details/:id/attendance-register.pdf", "routes/cpd/attendance-register.ts"),
  route("certificates/:certificateId/pdf", "routes/cpd/certificate-pdf.ts"),
  route("course-assessment/:courseId/gradebook.csv", "routes/assessment/gradebook-csv.ts"),
  route("verify/:code/certificate.pdf", "routes/site/verify-certificate-pdf.ts"),
  // Open Badges 3.0 beside every certificate (decision 0100-open-badges-credentials): the credential, the issuer
  // profile with its public keys, and the revocation status lists verifiers fetch.
  route("verify/:code/open-badge.jwt", "routes/site/verify-open-badge.ts"),
  route("credentials/issuer", "routes/resources/open-badge-issuer.ts"),
  route("credentials/status/:listId", "routes/resources/open-badge-status-list.ts"),
  route("learning-center/schedule.pdf", "routes/resources/schedule-pdf.ts"),
  // Found by search engines and shared well (docs/decisions/0028-seo-and-covers.md)
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  // Campus as an installable app (decision 0110-offline-courses)
  route("manifest.webmanifest", "routes/resources/web-app-manifest.ts"),
  route("social-image.png", "routes/resources/social-image.ts"),
  route("covers/:file", "routes/resources/course-cover.ts"),
  route("admin/enquiries.csv", "routes/resources/enquiries-csv.ts"),
  // Selling: finance. The revenue report and the Xero and Sage import files.
  route("staff/reports/revenue.csv", "routes/resources/revenue-report-csv.ts"),
  route("staff/exports/accounting.csv", "routes/resources/accounting-export-csv.ts"),
  // A person's own data (POPIA, decision 0036): the ZIP download and the request to delete
  route("profile/my-data.zip", "routes/resources/my-data-zip.ts"),
  route("profile/deletion-request", "routes/auth/deletion-request.ts"),
  route("expiring-certificates.csv", "routes/cpd/expiring-certificates-csv.ts"),
  route("instructor/form/:formId/responses.csv", "routes/resources/form-responses-csv.ts"),
  route("manage-events/:eventId/bookings.csv", "routes/resources/event-bookings-csv.ts"),
  route("manage-events/:eventId/attendance-register.pdf", "routes/resources/event-attendance-register.ts"),
  route("my-learning/bookings/:bookingId/invite.ics", "routes/resources/booking-invitation.ts"),
  route("my-learning/cpd/transcript.csv", "routes/resources/cpd-transcript-csv.ts"),
  route("my-learning/cpd/transcript.pdf", "routes/resources/cpd-transcript-pdf.ts"),
  route("my-learning/cpd/activities/:activityId/evidence", "routes/resources/cpd-activity-evidence.ts"),
  route("my-company/:companyId/audit.zip", "routes/company/company-audit-zip.ts"),
  route("my-company/:companyId/employees/template.csv", "routes/company/company-employees-template.ts"),
  // Skills-development evidence (decision 0103-skills-evidence): one CSV per report, company and financial year
  route(
    "my-company/:companyId/skills/annual-training-report.csv",
    "routes/company/skills-annual-training-report-csv.ts",
  ),
  route("my-company/:companyId/skills/workplace-skills-plan.csv", "routes/company/skills-workplace-skills-plan-csv.ts"),
  route("my-company/:companyId/skills/bbbee-skills-summary.csv", "routes/company/skills-bbbee-skills-summary-csv.ts"),
  route("my-company/:companyId/skills/evidence.zip", "routes/company/skills-evidence-zip.ts"),
  // Assessment: a learner's submitted file and portfolio of evidence (decision 0095)
  route("course-assessment/:courseId/submissions/:submissionId/files/:fileId", "routes/assessment/submission-file.ts"),
  route("course-assessment/:courseId/portfolio/:userId", "routes/assessment/portfolio.ts"),
  route("my-learning/courses/:courseId/portfolio.zip", "routes/learn/my-portfolio-zip.ts"),
  // Selling: providers. Notifications from the payment providers' servers (decision 0084-providers-notifications)
  route("payments/payfast/notify", "routes/resources/payment-notify-payfast.ts"),
  route("payments/ozow/notify", "routes/resources/payment-notify-ozow.ts"),
  route("payments/yoco/webhook", "routes/resources/payment-webhook-yoco.ts"),
  route("payments/paystack/webhook", "routes/resources/payment-webhook-paystack.ts"),
  // Selling: eft. The pro-forma PDF and a proof of payment, for the buyer and admins.
  route("orders/:orderId/pro-forma.pdf", "routes/selling/order-pro-forma-pdf.ts"),
  route("orders/:orderId/proofs/:proofId", "routes/selling/order-proof-file.ts"),
  // Selling: documents (PDFs)
  route("invoices/:documentId/pdf", "routes/selling/invoice-pdf.ts"),
  route("credit-notes/:documentId/pdf", "routes/selling/credit-note-pdf.ts"),
  route("my-company/:companyId/statement/pdf", "routes/company/company-statement-pdf.ts"),
  route("staff/companies/:companyId/statement/pdf", "routes/staff/company-statement-pdf.ts"),
] satisfies RouteConfig;
