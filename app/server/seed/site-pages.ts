import { createSitePage } from "~/features/site-pages/site-pages.server";
import type { DatabaseExecutor } from "~db/executor";

/** One published content page, so the page list and page/{id} have something real to show. */
export async function seedSitePages(db: DatabaseExecutor) {
  await createSitePage(db, {
    title: "POPIA and your personal information",
    description:
      "How we collect, use and protect the personal information of our clients, delegates and website visitors under the Protection of Personal Information Act, 2013.",
    bodyHtml: [
      "<p>We respect your privacy. This notice explains what personal information we process when you enquire about consulting, book a training course or webinar, or study on our online learning platform, and what rights you have under the Protection of Personal Information Act 4 of 2013 (POPIA).</p>",
      "<h2>What we collect</h2>",
      "<ul><li><p>Your name, surname, email address, phone number, company and job title when you send an enquiry or book a course.</p></li><li><p>Your HPCSA or other professional registration number when you ask for CPD points.</p></li><li><p>Your course progress, quiz results and certificates when you study online.</p></li></ul>",
      "<h2>Why we use it</h2>",
      "<p>We use your information only to answer your enquiry, arrange and deliver training, issue and verify certificates, and meet our obligations to accreditation and professional bodies. We do not sell your information and we do not send marketing without your consent.</p>",
      "<h2>How long we keep it</h2>",
      "<p>Training and certificate records are kept for five years so that certificates can be verified and CPD points reported. Enquiries that do not lead to work are deleted after two years.</p>",
      "<h2>Your rights</h2>",
      '<p>You may ask to see the personal information we hold about you, to have it corrected or deleted, or object to its use. Write to our Information Officer at the email address on our <a href="/contact-us">contact page</a>. If you are not satisfied with our answer you may complain to the Information Regulator (South Africa).</p>',
    ].join(""),
    isPublished: true,
  });
}
