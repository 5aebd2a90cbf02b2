import '~/i18n/staff-messages';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';

export const TOPIC_FORM_ID = 'topic-form';
export type TopicReply = { topic?: { id: number; title: string }; topicError?: string };

/**
 * Adds a blog topic without leaving the post. Its fields belong to a separate form (placed after
 * the post's form, since forms cannot nest), so a plain post works without JavaScript; with it,
 * the new topic is chosen in the post's topic list at once.
 */
export function TopicAdder({ onAdded }: { onAdded: (topic: { id: number; title: string }) => void }) {
  const t = useT();
  const fetcher = useFetcher<TopicReply>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.topic) {
      onAdded(fetcher.data.topic);
      if (input.current) input.current.value = '';
    }
    // Runs once per reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer font-semibold text-navy-800 underline underline-offset-2">{t('cms.blog.addTopic')}</summary>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="min-w-40 flex-1 font-semibold text-navy-900">
          {t('cms.blog.newTopic')}
          <input ref={input} name="topicTitle" form={TOPIC_FORM_ID} type="text" maxLength={80} className={`${inputClass} mt-1`} aria-describedby="topic-error" />
        </label>
        <button
          type="submit"
          form={TOPIC_FORM_ID}
          name="intent"
          value="add-topic"
          onClick={(event) => {
            // With JavaScript the topic is added in place, keeping everything typed in the post.
            event.preventDefault();
            void fetcher.submit({ intent: 'add-topic', topicTitle: input.current?.value ?? '' }, { method: 'post' });
          }}
          className="rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
        >
          {t('cms.blog.addTopicButton')}
        </button>
      </div>
      <p id="topic-error" role="status" className="min-h-5 pt-0.5 text-sm">
        {fetcher.data?.topicError ? <span className="text-red-700">{fetcher.data.topicError}</span> : fetcher.data?.topic ? <span className="text-emerald-800">{t('cms.blog.topicAdded', { title: fetcher.data.topic.title })}</span> : ''}
      </p>
    </details>
  );
}
