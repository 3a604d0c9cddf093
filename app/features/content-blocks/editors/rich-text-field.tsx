import "@mantine/tiptap/styles.css";
import { Stack, Text } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";

interface RichTextFieldProps {
  /** The form field that carries the HTML (sanitised by the server on save). */
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
}

/** A rich-text form field (TipTap) for forms like the course description; load it with React.lazy. */
export default function RichTextField({ name, label, defaultValue, error }: RichTextFieldProps) {
  const [html, setHtml] = useState(defaultValue);
  const labelId = useId();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      TextStyle,
      Color,
    ],
    content: defaultValue,
    editorProps: { attributes: { "aria-labelledby": labelId, "aria-multiline": "true", role: "textbox" } },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? "" : current.getHTML()),
  });
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <input type="hidden" name={name} value={html} />
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {error ? (
        <Text size="sm" c="red.9">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
