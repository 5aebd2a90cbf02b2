import '~/i18n/staff-messages';
import { Bold, Heading2, Heading3, Image, Italic, Link, List, ListOrdered, Pilcrow, Quote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import { safeHref } from '~/utils/rich-text';
import type { RichTextBlock } from '~/utils/rich-text';
import { documentToEditorHtml, editorToDocument } from './editor-document';

type EditorProps = {
  /** Conform's ids for the body field, so the message and label line up with the rest of the form. */
  id: string;
  errorId: string;
  formId: string;
  label: string;
  errors?: string[];
  initialBlocks: RichTextBlock[];
  /** The same body as plain text, for the textarea shown before (or without) JavaScript. */
  initialText: string;
};

type UploadReply = { image?: { fileId: number }; imageError?: string };

const commands: { key: MessageKey; icon: typeof Bold; run: () => void }[] = [
  { key: 'cms.editor.paragraph', icon: Pilcrow, run: () => document.execCommand('formatBlock', false, 'p') },
  { key: 'cms.editor.heading', icon: Heading2, run: () => document.execCommand('formatBlock', false, 'h2') },
  { key: 'cms.editor.subheading', icon: Heading3, run: () => document.execCommand('formatBlock', false, 'h3') },
  { key: 'cms.editor.bold', icon: Bold, run: () => document.execCommand('bold') },
  { key: 'cms.editor.italic', icon: Italic, run: () => document.execCommand('italic') },
  { key: 'cms.editor.bulletList', icon: List, run: () => document.execCommand('insertUnorderedList') },
  { key: 'cms.editor.numberedList', icon: ListOrdered, run: () => document.execCommand('insertOrderedList') },
  { key: 'cms.editor.quote', icon: Quote, run: () => document.execCommand('formatBlock', false, 'blockquote') },
];

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The blog body editor. Without JavaScript it is a textarea of plain text with a few marks, which
 * the server converts. With JavaScript it becomes an editing area with a labelled toolbar; what is
 * sent is only the structured document read from it (field `content`), never its HTML.
 */
export function RichTextEditor({ id, errorId, formId, label, errors, initialBlocks, initialText }: EditorProps) {
  const t = useT();
  const [enhanced, setEnhanced] = useState(false);
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const [panelError, setPanelError] = useState<string | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const output = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const saved = useRef<Range | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const imageFile = useRef<HTMLInputElement>(null);
  const imageAlt = useRef<HTMLInputElement>(null);
  const upload = useFetcher<UploadReply>();
  const hintId = `${id}-hint`;

  const sync = () => {
    if (area.current && output.current) output.current.value = JSON.stringify(editorToDocument(area.current));
  };

  // After hydration the textarea gives way to the editing area, starting from the stored body.
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (!enhanced || !area.current) return;
    document.execCommand('defaultParagraphSeparator', false, 'p');
    area.current.innerHTML = documentToEditorHtml(initialBlocks);
    sync();
    const remember = () => {
      const selection = window.getSelection();
      if (selection?.rangeCount && area.current?.contains(selection.anchorNode))
        saved.current = selection.getRangeAt(0).cloneRange();
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
    // The stored body is read once: later renders must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enhanced]);

  /** Puts the caret back where it was before a toolbar field took the focus. */
  const restore = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };

  const apply = (run: () => void) => {
    restore();
    run();
    sync();
  };

  const addLink = () => {
    const href = safeHref(linkInput.current?.value ?? '');
    if (!href) return setPanelError(t('cms.editor.linkInvalid'));
    apply(() => {
      const selection = window.getSelection();
      if (selection && !selection.isCollapsed) document.execCommand('createLink', false, href);
      else document.execCommand('insertHTML', false, `<a href="${escapeAttribute(href)}">${escapeAttribute(href)}</a>`);
    });
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
    if (!reply || upload.state !== 'idle') return;
    if (reply.imageError) return setPanelError(reply.imageError);
    if (reply.image) {
      const alt = imageAlt.current?.value.trim() ?? '';
      apply(() =>
        document.execCommand(
          'insertHTML',
          false,
          `<img src="/media/${reply.image!.fileId}" data-file-id="${reply.image!.fileId}" alt="${escapeAttribute(alt)}">`,
        ),
      );
      setPanel(null);
    }
    // Runs once per reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upload.data, upload.state]);

  const describedBy = `${errorId} ${hintId}`;
  const invalid = errors?.length ? true : undefined;

  if (!enhanced) {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
          {label}
        </label>
        <p id={hintId} className="mb-1 text-xs text-slate-600">
          {t('cms.editor.textHint')}
        </p>
        <textarea
          ref={textarea}
          id={id}
          name="body"
          form={formId}
          defaultValue={initialText}
          rows={14}
          dir="auto"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass}
        />
        <p id={errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
          {errors?.[0] ?? ''}
        </p>
      </div>
    );
  }

  const labelId = `${id}-label`;
  const toggle = (which: 'link' | 'image') => {
    setPanelError(null);
    setPanel((current) => (current === which ? null : which));
  };
  return (
    <div>
      <p id={labelId} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </p>
      <input ref={output} type="hidden" name="content" form={formId} />
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
          {commands.map(({ key, icon: Icon, run }) => (
            <button
              key={key}
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(run)}
              className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-navy-900 hover:bg-slate-200"
              title={t(key)}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t(key)}</span>
            </button>
          ))}
          {(['link', 'image'] as const).map((which) => {
            const Icon = which === 'link' ? Link : Image;
            const key: MessageKey = which === 'link' ? 'cms.editor.link' : 'cms.editor.image';
            return (
              <button
                key={which}
                type="button"
                aria-expanded={panel === which}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => toggle(which)}
                className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-navy-900 hover:bg-slate-200 aria-expanded:bg-slate-200"
                title={t(key)}
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{t(key)}</span>
              </button>
            );
          })}
        </div>
        {panel === 'link' ? (
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
            <label className="min-w-52 flex-1 text-sm font-semibold text-navy-900">
              {t('cms.editor.linkAddress')}
              <input
                ref={linkInput}
                type="url"
                dir="ltr"
                className={`${inputClass} mt-1`}
                autoFocus
                onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), addLink())}
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
          <div className="grid gap-2 border-b border-slate-200 p-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <label className="text-sm font-semibold text-navy-900">
              {t('cms.editor.imageFile')}
              <input ref={imageFile} type="file" accept="image/png,image/jpeg" className="mt-1 block w-full text-sm" />
            </label>
            <label className="text-sm font-semibold text-navy-900">
              {t('cms.editor.imageAlt')}
              <input ref={imageAlt} type="text" className={`${inputClass} mt-1`} />
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
        <div
          ref={area}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={errorId}
          aria-invalid={invalid}
          // Posts are written in English or Arabic, whatever the page's language.
          dir="auto"
          contentEditable
          suppressContentEditableWarning
          onInput={sync}
          onBlur={sync}
          className="rich-text-editing min-h-64 space-y-3 p-3 text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-navy-700 [&_blockquote]:border-s-4 [&_blockquote]:border-sand-500 [&_blockquote]:ps-3 [&_blockquote]:italic [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-bold [&_img]:max-h-64 [&_a]:text-navy-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
        />
      </div>
      <p id={errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {errors?.[0] ?? ''}
      </p>
    </div>
  );
}
