import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useState } from "react";
import { isSafeLink, LinkDialog } from "./LinkDialog";

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
}

/** The rich-text (HTML) editor of the home, about and course forms. */
export function RichTextEditor({ label, value, onChange }: Props) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: false, isAllowedUri: (url) => isSafeLink(url) } })],
    content: value,
    editorProps: {
      attributes: { class: "rich-text adm-editor-area", role: "textbox", "aria-multiline": "true", "aria-labelledby": labelId },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
  });

  // Content loaded or picked after mounting (a fetched page, an edited course) replaces the text.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="field adm-editor">
      <span id={labelId} className="adm-editor-label">{label}</span>
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  // The address of the link being edited while the dialog is open.
  const [linking, setLinking] = useState<string | null>(null);
  const link = (change: (c: ReturnType<typeof chain>) => ReturnType<typeof chain>) => {
    setLinking(null);
    change(chain().extendMarkRange("link")).run();
  };

  const toggles = [
    { name: "Heading 2", text: "H2", on: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { name: "Heading 3", text: "H3", on: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { name: "Bold", text: "B", on: state.bold, run: () => chain().toggleBold().run() },
    { name: "Italic", text: "I", on: state.italic, run: () => chain().toggleItalic().run() },
    { name: "Bullet list", text: "• List", on: state.bullet, run: () => chain().toggleBulletList().run() },
    { name: "Numbered list", text: "1. List", on: state.ordered, run: () => chain().toggleOrderedList().run() },
    { name: "Link", text: "Link", on: state.link, run: () => setLinking((editor.getAttributes("link").href as string | undefined) ?? "") },
  ];

  return (
    <div className="adm-editor-toolbar" role="toolbar" aria-label={`${label} formatting`}>
      {toggles.map((t) => (
        <button key={t.name} type="button" className="adm-tool" aria-label={t.name} aria-pressed={t.on} onClick={t.run}>
          {t.text}
        </button>
      ))}
      <button type="button" className="adm-tool" aria-label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>↶</button>
      <button type="button" className="adm-tool" aria-label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>↷</button>
      {linking !== null
        ? (
          <LinkDialog
            current={linking}
            onSave={(href) => link((c) => c.setLink({ href }))}
            onRemove={() => link((c) => c.unsetLink())}
            onClose={() => {
              setLinking(null);
              chain().run();
            }}
          />
        )
        : null}
    </div>
  );
}
