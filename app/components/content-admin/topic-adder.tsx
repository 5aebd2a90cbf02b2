import '~/i18n/staff-messages';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { inputClass } from '~/components/forms/field';
import type { LocalizedText } from '~/db/schema/columns';
import { localized } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';

export type TopicReply = { topic?: { id: number; title: LocalizedText }; topicError?: string };

/**
 * Adds a blog topic without losing the post being written. Its field and button belong to the
 * post's form: with JavaScript the topic is added in place; without it the button sends the whole
 * post, which the page returns as typed with the new topic chosen (only a chosen banner is lost).
 */
export function TopicAdder({
  onAdded,
  reloadedReply,
}: {
  onAdded: (topic: { id: number; title: LocalizedText }) => void;
  reloadedReply?: TopicReply;
}) {
  const t = useT();
  const fetcher = useFetcher<TopicReply>();
  const input = useRef<HTMLInputElement>(null);
  const arabic = useRef<HTMLInputElement>(null);
  const locale = useLocale();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.topic) {
      onAdded(fetcher.data.topic);
      if (input.current) input.current.value = '';
      if (arabic.current) arabic.current.value = '';
    }
    // Runs once per reply.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
  const reply = fetcher.data ?? reloadedReply;
  return (
    <details className="mt-1 text-sm" open={reloadedReply ? true : undefined}>
      <summary className="cursor-pointer font-semibold text-navy-800 underline underline-offset-2">
        {t('cms.blog.addTopic')}
      </summary>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="min-w-40 flex-1 font-semibold text-navy-900">
          {t('cms.blog.newTopic')}
          <input
            ref={input}
            name="topicTitle"
            type="text"
            maxLength={80}
            className={`${inputClass} mt-1`}
            aria-describedby="topic-error"
          />
        </label>
        <label className="min-w-40 flex-1 font-semibold text-navy-900">
          {t('cms.blog.inArabic', { field: t('cms.blog.newTopic') })}
          <input
            ref={arabic}
            name="topicTitleAr"
            type="text"
            maxLength={80}
            lang="ar"
            dir="rtl"
            className={`${inputClass} mt-1`}
            aria-describedby="topic-error"
          />
        </label>
        <button
          type="submit"
          name="intent"
          value="add-topic"
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            // Enter in another field of the post "clicks" this first button; it should publish, as before.
            const enterElsewhere =
              event.detail === 0 &&
              document.activeElement !== input.current &&
              document.activeElement !== arabic.current &&
              document.activeElement !== event.currentTarget;
            if (enterElsewhere) return event.currentTarget.form?.requestSubmit();
            void fetcher.submit(
              {
                intent: 'add-topic',
                topicTitle: input.current?.value ?? '',
                topicTitleAr: arabic.current?.value ?? '',
              },
              { method: 'post' },
            );
          }}
          className="rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
        >
          {t('cms.blog.addTopicButton')}
        </button>
      </div>
      <p id="topic-error" role="status" className="min-h-5 pt-0.5 text-sm">
        {reply?.topicError ? (
          <span className="text-red-700">{reply.topicError}</span>
        ) : reply?.topic ? (
          <span className="text-emerald-800">
            {t('cms.blog.topicAdded', { title: localized(reply.topic.title, locale) })}
            {reloadedReply ? ` ${t('cms.blog.chooseBannerAgain')}` : ''}
          </span>
        ) : (
          ''
        )}
      </p>
    </details>
  );
}
