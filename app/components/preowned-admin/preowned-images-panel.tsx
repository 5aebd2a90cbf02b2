import '~/i18n/preowned-messages';
import { Icon } from '~/components/icons/icon';
import { Form } from 'react-router';
import { panelClass, secondaryButton } from '~/components/content-admin/staff-page';
import { useT } from '~/i18n/use-translation';

/** The car's photographs in order (the first is the list's picture), each with a remove button; the last one cannot go. */
export function PreownedImagesPanel({ images }: { images: Array<{ id: number; src: string }> }) {
  const t = useT();
  return (
    <section aria-labelledby="preowned-images" className={panelClass}>
      <h2 id="preowned-images" className="mb-3 text-xl font-bold text-navy-900">
        {t('preowned.admin.imagesHeading')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, index) => (
          <li key={image.id} className="rounded-xl p-3 ring-1 ring-slate-200">
            <img
              src={image.src}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              className="aspect-[16/9] w-full rounded-md bg-slate-100 object-cover"
            />
            {images.length > 1 ? (
              <Form method="post" preventScrollReset className="mt-2">
                <input type="hidden" name="id" value={image.id} />
                <button
                  type="submit"
                  name="intent"
                  value="delete-image"
                  className={`${secondaryButton} inline-flex items-center gap-1 py-1 text-sm`}
                >
                  <Icon name="trash" className="h-4 w-4" />
                  {t('preowned.admin.removeImage', { n: index + 1 })}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
