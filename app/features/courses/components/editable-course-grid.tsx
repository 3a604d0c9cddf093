import { Link } from "react-router";
import {
  BADGE_CLASSES,
  BUTTON_CLASSES,
  CARD_CLASSES,
  GROUP_CLASS,
  IMAGE_CLASS,
  STACK_CLASS,
  TITLE_CLASS,
} from "~/components/mantine-classes";
import type { EditableCourseView } from "../courses.server";
import classes from "./editable-course-grid.module.css";
import * as m from "./messages";

/**
 * The instructor's courses as cards: cover (uploaded, else the generated one the catalogue shows), name,
 * Published/Draft, Edit. Mantine's Card, Image, Stack, Title, Group, Badge and Button markup written as
 * plain elements with Mantine's class names, their variables in classes (decision 0055-render-cost).
 */
export function EditableCourseGrid({ courses }: { courses: EditableCourseView[] }) {
  return (
    <div className={classes.grid}>
      {courses.map((course) => (
        <article
          key={course.id}
          className={`${classes.card} ${CARD_CLASSES.root}`}
          data-with-border="true"
          data-orientation="vertical"
          aria-label={course.name}
        >
          <div className={CARD_CLASSES.section} data-orientation="vertical" data-first-section="true">
            <img className={`${classes.cover} ${IMAGE_CLASS}`} src={course.coverUrl} alt="" />
          </div>
          <div className={`${classes.body} ${STACK_CLASS}`}>
            <h2 className={`${classes.title} ${TITLE_CLASS}`} data-size="h4" data-order="2">
              {course.name}
            </h2>
            <div className={`${classes.row} ${GROUP_CLASS}`}>
              <div
                className={`${course.isPublished ? classes.published : classes.draft} ${BADGE_CLASSES.root}`}
                data-variant="light"
              >
                <span className={BADGE_CLASSES.label}>{course.isPublished ? m.publishedBadge() : m.draftBadge()}</span>
              </div>
              <Link
                to={`/edit-course/${course.id}`}
                className={`${classes.edit} ${BUTTON_CLASSES.root}`}
                data-variant="light"
                data-size="sm"
                aria-label={m.editName({ name: course.name })}
              >
                <span className={BUTTON_CLASSES.inner}>
                  <span className={BUTTON_CLASSES.label}>{m.edit()}</span>
                </span>
              </Link>
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}
