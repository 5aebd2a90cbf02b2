import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Icon } from '~/components/icons/icon';
import type { IconName } from '~/components/icons/icon-names';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Editor } from '@tiptap/core';
import { inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import { type RichTextBlock, safeHref } from '~/utils/rich-text';
import { documentToTiptap, editorImageSrc, tiptapToDocument } from './tiptap-document';

export type TiptapEditorProps = {
  id: string;
  labelId: string;
  errorId: string;
  /** The hidden field that carries the document (JSON) with the form. */
  name: string;
  formId: string;
  invalid?: boolean;
  initialBlocks: RichTextBlock[];
  /** The language of the text written here: Arabic is edited right to left. */
  lang: 'en' | 'ar';
};

type UploadReply = { image?: { fileId: number }; imageError?: string };

type Command = {
  key: MessageKey;
  icon: IconName;
  run: (editor: Editor) => void;
  active: (editor: Editor) => boolean;
};

const commands: Command[] = [
  {
    key: 'cms.editor.paragraph',
    icon: 'pilcrow',
    run: (e) => e.chain().focus().setParagraph().run(),
    active: (e) => e.isActive('paragraph'),
  },
  {
    key: 'cms.editor.heading',
    icon: 'heading-2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'cms.editor.subheading',
    icon: 'heading-3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'cms.editor.bold',
    icon: 'letter-b',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'cms.editor.italic',
    icon: 'italic',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'cms.editor.bulletList',
    icon: 'list',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'cms.editor.numberedList',
    icon: 'list-ordered',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'cms.editor.quote',
    icon: 'quote',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
];

const toolButton =
  'inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-navy-900 hover:bg-slate-200 aria-pressed:bg-navy-100 aria-pressed:font-semibold';

/**
 * The blog body editor (Tiptap, on ProseMirror), loaded only on the staff form. What the form sends
 * is the stored document read from it, in a hidden field; the server checks it again.
 */
export default function TiptapEditor({
  id,
  labelId,
  errorId,
  name,
  formId,
  invalid,
  initialBlocks,
  lang,
}: TiptapEditorProps) {
  const t = useT();
  const output = useRef<HTMLInputElement>(null);
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const [panelError, setPanelError] = useState<string | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const imageFile = useRef<HTMLInputElement>(null);
  const imageAlt = useRef<HTMLInputElement>(null);
  const upload = useFetcher<UploadReply>();

  const sync = (editor: Editor) => {
    if (output.current) output.current.value = JSON.stringify(tiptapToDocument(editor.getJSON()));
  };

  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: false,
          // Only the addresses the stored format keeps: web, mail, phone and site paths.
          isAllowedUri: (url) => Boolean(safeHref(url)),
        },
      }),
      Image.configure({ inline: false }),
    ],
    content: documentToTiptap(initialBlocks),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': errorId,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
        class:
          'min-h-64 space-y-3 p-3 text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-navy-700 [&_blockquote]:border-s-4 [&_blockquote]:border-sand-500 [&_blockquote]:ps-3 [&_blockquote]:italic [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_img]:max-h-64 [&_a]:text-navy-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
      },
    },
    onCreate: ({ editor }) => sync(editor),
    onUpdate: ({ editor }) => sync(editor),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor }) => (editor ? commands.map((command) => command.active(editor)) : []),
  });

  const addLink = () => {
    const href = safeHref(linkInput.current?.value ?? '');
    if (!href || !editor) return setPanelError(t('cms.editor.linkInvalid'));
    if (editor.state.selection.empty)
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setPanel(null);
  };

  const uploadImage = () => {
    const file = imageFile.current?.files?.[0];
    const alt = imageAlt.current?.value.trim() ?? '';
    if (!file) return setPanelError(t('cms.editor.imageFile'));
    if (!alt) return setPanelError(t('cms.editor.imageAltRequired'));
    setPanelError(null);
    const body = new FormData();
    body.set('intent', 'upload-image');
    body.set('image', file);
    void upload.submit(body, { method: 'post', encType: 'multipart/form-data' });
  };

  useEffect(() => {
    const reply = upload.data;
    if (!reply || upload.state !== 'idle' || !editor) return;
    if (reply.imageError) return setPanelError(reply.imageError);
    if (reply.image) {
      const alt = imageAlt.current?.value.trim() ?? '';
      editor
        .chain()
        .focus()
        .setImage({ src: editorImageSrc(reply.image.fileId), alt })
        .run();
      setPanel(null);
    }
    // Runs once per reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upload.data, upload.state]);

  const toggle = (which: 'link' | 'image') => {
    setPanelError(null);
    setPanel((current) => (current === which ? null : which));
  };

  return (
    <>
      <input ref={output} type="hidden" name={name} form={formId} />
      <div
        className="rounded-md border border-slate-400 bg-white aria-[invalid=true]:border-red-600"
        aria-invalid={invalid}
      >
        <div
          role="toolbar"
          aria-label={t('cms.editor.toolbar')}
          aria-controls={id}
          className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
        >
          {commands.map(({ key, icon, run }, index) => (
            <button
              key={key}
              type="button"
              aria-pressed={active?.[index] ?? false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor && run(editor)}
              className={toolButton}
              title={t(key)}
            >
              <Icon name={icon} className="h-4 w-4" />
              <span className="sr-only xl:not-sr-only">{t(key)}</span>
            </button>
          ))}
          {(['link', 'image'] as const).map((which) => {
            const icon = which === 'link' ? 'link' : 'image';
            const key = which === 'link' ? 'cms.editor.link' : 'cms.editor.image';
            return (
              <button
                key={which}
                type="button"
                aria-expanded={panel === which}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => toggle(which)}
                className={toolButton}
                title={t(key)}
              >
                <Icon name={icon} className="h-4 w-4" />
                <span className="sr-only xl:not-sr-only">{t(key)}</span>
              </button>
            );
          })}
        </div>
        {panel === 'link' ? (
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
            <label className="min-w-48 flex-1 text-sm font-semibold text-navy-900">
              {t('cms.editor.linkAddress')}
              <input
                ref={linkInput}
                type="text"
                dir="ltr"
                className={`${inputClass} mt-1`}
                defaultValue={editor?.getAttributes('link').href ?? ''}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addLink();
                  }
                }}
              />
            </label>
            <button
              type="button"
              onClick={addLink}
              className="rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
            >
              {t('cms.editor.linkApply')}
            </button>
          </div>
        ) : null}
        {panel === 'image' ? (
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
            <label className="min-w-48 flex-1 text-sm font-semibold text-navy-900">
              {t('cms.editor.imageFile')}
              <input ref={imageFile} type="file" accept="image/png,image/jpeg" className="mt-1 block w-full text-sm" />
            </label>
            <label className="min-w-48 flex-1 text-sm font-semibold text-navy-900">
              {t('cms.editor.imageAlt')}
              <input ref={imageAlt} type="text" lang={lang} dir="auto" className={`${inputClass} mt-1`} />
            </label>
            <button
              type="button"
              onClick={uploadImage}
              disabled={upload.state !== 'idle'}
              className="rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800 disabled:opacity-70"
            >
              {upload.state !== 'idle' ? t('cms.editor.imageUploading') : t('cms.editor.imageInsert')}
            </button>
          </div>
        ) : null}
        {panel && panelError ? (
          <p role="alert" className="px-2 py-1 text-sm text-red-700">
            {panelError}
          </p>
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </>
  );
}
