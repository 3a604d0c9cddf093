import "@mantine/tiptap/styles.css";
import { Button, Popover, Stack, Text, TextInput } from "@mantine/core";
import { getUploadImageExtension, Link, RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { IconBrandYoutube } from "@tabler/icons-react";
import Image from "@tiptap/extension-image";
import { Color, TextStyle } from "@tiptap/extension-text-style";
import Youtube from "@tiptap/extension-youtube";
import { Placeholder } from "@tiptap/extensions";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState } from "react";
import { useDebouncedSave } from "~/lib/use-debounced-save";
import type { TextContent } from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import * as m from "./messages";
import { uploadFile } from "./upload-file";

const SWATCHES = ["#1f2937", "#1864ab", "#2b8a3e", "#c92a2a", "#e67700", "#5f3dc4", "#0b7285"];

async function uploadImage(file: File) {
  const outcome = await uploadFile(file, "image");
  if (!outcome.ok) throw new Error(outcome.message);
  return { src: outcome.url, alt: outcome.name };
}

/**
 * Rich text (TipTap): formatting, headings 1-6, lists, colour, links, images and YouTube embeds.
 * Saved as it is typed, after a pause (and at once when the editor loses focus), only if the text
 * changed; the server sanitises it. Until then the text counts as unsaved work, so leaving the page
 * sends it first or asks (lib/unsaved-work.ts).
 */
export default function TextBlockEditor({ label, content, onSave }: BlockEditorProps<TextContent>) {
  const lastSaved = useRef(content.html);
  const save = useDebouncedSave<string>((html) => {
    if (html === lastSaved.current) return;
    lastSaved.current = html;
    onSave({ html });
  });
  const [uploadError, setUploadError] = useState<string | null>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4, 5, 6] } }),
      Link.configure({ openOnClick: false }),
      TextStyle,
      Color,
      getUploadImageExtension(Image, {
        onImageUpload: uploadImage,
        onImageUploadError: (_file, error) => setUploadError(error instanceof Error ? error.message : String(error)),
      }),
      Youtube.configure({ nocookie: true, modestBranding: true }),
      Placeholder.configure({ placeholder: m.insertTextHere() }),
    ],
    content: content.html,
    editorProps: { attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox" } },
    onUpdate: ({ editor: current }) => save.later(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => save.flush(),
  });

  return (
    <Stack gap={4}>
      <RichTextEditor editor={editor} onImageUpload={uploadImage}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.H5 />
            <RichTextEditor.H6 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ColorPicker colors={SWATCHES} />
            <RichTextEditor.UnsetColor />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload />
            <EmbedVideoControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {uploadError ? (
        <Text size="sm" c="red.9" role="alert">
          {uploadError}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A toolbar button that embeds a YouTube video by its link. */
function EmbedVideoControl() {
  const { editor } = useRichTextEditorContext();
  const [isOpen, setOpen] = useState(false);
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);

  const embed = () => {
    if (!editor) return;
    const isEmbedded = editor.commands.setYoutubeVideo({ src: link.trim() });
    if (!isEmbedded) {
      setError(m.enterYoutubeVideoLink());
      return;
    }
    setLink("");
    setError(null);
    setOpen(false);
  };

  return (
    <Popover opened={isOpen} onChange={setOpen} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={m.embedAVideo()}
          title={m.embedAVideo()}
          onClick={() => setOpen((open) => !open)}
        >
          <IconBrandYoutube size={16} stroke={1.5} aria-hidden="true" />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={280}>
          <TextInput
            label={m.youtubeLink()}
            // i18n-exempt: an example address
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            error={error}
            onChange={(event) => setLink(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                embed();
              }
            }}
          />
          <Button size="xs" onClick={embed}>
            {m.embedVideo()}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
