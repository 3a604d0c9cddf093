import type { DatabaseExecutor } from "~db/executor";

/** The categories with their standards: two queries, whatever the number of categories. */
export async function listTrainingCategories(db: DatabaseExecutor) {
  const [categories, standards] = await Promise.all([
    db.selectFrom("training_categories").selectAll().orderBy("position").execute(),
    db.selectFrom("training_standards").selectAll().orderBy("position").execute(),
  ]);
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    summary: category.summary,
    standards: standards
      .filter((standard) => standard.category_id === category.id)
      .map(({ id, code, title }) => ({ id, code, title })),
  }));
}
