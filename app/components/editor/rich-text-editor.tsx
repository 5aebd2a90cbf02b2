import '~/i18n/staff-messages';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';
import { textToRichText } from '~/modules/content/rich-text-input';
import type { RichTextBlock } from '~/utils/rich-text';
import type { TiptapEditorProps } from './tiptap-editor';

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
  /** The fields it fills: the plain text without JavaScript, the document with it. */
  names: { text: string; document: string };
  /** The language of the body: the Arabic one is written right to left. */
  lang: 'en' | 'ar';
};

type Loaded = { Editor: ComponentType<TiptapEditorProps>; blocks: RichTextBlock[] };

/**
 * The blog body field. Without JavaScript (and until the editor's code arrives) it is a textarea of
 * plain text with a few marks, which the server converts. Then the editor replaces it, starting
 * from what the textarea holds, so nothing typed meanwhile is lost. The editor's code is fetched
 * only here, on the staff form, never with the public pages.
 */
export function RichTextEditor({
  id,
  errorId,
  formId,
  label,
  errors,
  initialBlocks,
  initialText,
  names,
  lang,
}: EditorProps) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  const invalid = errors?.length ? true : undefined;

  useEffect(() => {
    let current = true;
    import('./tiptap-editor')
      .then(({ default: Editor }) => {
        if (!current) return;
        const typed = textarea.current?.value ?? initialText;
        const blocks = typed === initialText ? initialBlocks : textToRichText(typed).blocks;
        setLoaded({ Editor, blocks });
      })
      // Offline or a failed chunk: the textarea stays, and still sends the body.
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // The stored body is read once: later renders must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div>
      {loaded ? (
        <>
          <p id={labelId} className="mb-1 block text-sm font-semibold text-navy-900">
            {label}
          </p>
          <loaded.Editor
            id={id}
            labelId={labelId}
            errorId={errorId}
            name={names.document}
            formId={formId}
            invalid={invalid}
            initialBlocks={loaded.blocks}
            lang={lang}
          />
        </>
      ) : (
        <>
          <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
            {label}
          </label>
          <p id={hintId} className="mb-1 text-xs text-slate-600">
            {t('cms.editor.textHint')}
          </p>
          <textarea
            ref={textarea}
            id={id}
            name={names.text}
            form={formId}
            defaultValue={initialText}
            rows={14}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
            aria-invalid={invalid}
            aria-describedby={`${errorId} ${hintId}`}
            className={inputClass}
          />
        </>
      )}
      <p id={errorId} className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
        {errors?.[0] ?? ''}
      </p>
    </div>
  );
}
