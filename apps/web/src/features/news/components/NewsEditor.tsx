import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/** The toolbar's controls, named in the user's language (Mantine names them in English). */
const CONTROLS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'clearFormatting',
  'h2',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
  'hr',
  'link',
  'unlink',
  'undo',
  'redo',
] as const;
const LINK_EDITOR = ['InputLabel', 'InputPlaceholder', 'ExternalLink', 'InternalLink', 'Save'] as const;

/**
 * The news content editor (spec/3 "News (add or edit)"): Mantine's tiptap editor with the formatting the server's
 * allow-list keeps (news/sanitize.ts) and nothing it would drop (no colours, no alignment: both are styles). Loaded
 * lazily with the modal: tiptap and ProseMirror weigh more than the rest of the news screen.
 */
export default function NewsEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    // Mantine's Link replaces the starter kit's (it opens the link editor with Ctrl+K).
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const labels: Partial<RichTextEditorLabels> = Object.fromEntries([
    ...CONTROLS.map((control) => [`${control}ControlLabel`, t(`news.editor.${control}`)]),
    ...LINK_EDITOR.map((part) => [`linkEditor${part}`, t(`news.editor.linkEditor${part}`)]),
  ]);

  return (
    <Input.Wrapper label={label} error={error}>
      <RichTextEditor editor={editor} labels={labels} mih={220}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
