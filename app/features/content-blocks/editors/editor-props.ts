/** What every block editor receives. Each keeps its own copy of the content while it is edited. */
export interface BlockEditorProps<Content> {
  blockId: string;
  /** Names the block for screen readers, e.g. "Quiz 2". */
  label: string;
  content: Content;
  /** Called with the whole new content when it should be saved (on blur or change, per type). */
  onSave: (content: Content) => void;
}
