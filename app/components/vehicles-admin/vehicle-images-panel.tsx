import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link, useSearchParams } from 'react-router';
import { ConfirmPanel } from '~/components/content-admin/confirm-panel';
import { panelClass, secondaryButton } from '~/components/content-admin/staff-page';
import { useT } from '~/i18n/use-translation';

export type PanelImage = { id: number; src: string };

const iconButton = `${secondaryButton} inline-flex items-center gap-1 py-1 text-sm disabled:opacity-40`;

/**
 * The vehicle's uploaded images in order, the first marked as the thumbnail, each with buttons to
 * move it and a delete that asks first (?delete-image=id, so it works without JavaScript).
 */
export function VehicleImagesPanel({
  images,
  legacyImage,
  selfPath,
}: {
  images: PanelImage[];
  legacyImage?: string;
  selfPath: string;
}) {
  const t = useT();
  const [search] = useSearchParams();
  const confirming = Number(search.get('delete-image'));
  return (
    <section aria-labelledby="vehicle-images" className={panelClass}>
      <h2 id="vehicle-images" className="mb-3 text-xl font-bold text-navy-900">
        {t('vehicles.images.heading')}
      </h2>
      {images.length === 0 ? (
        <div className="text-slate-700">
          <p>{t('vehicles.images.legacy')}</p>
          {legacyImage ? (
            <img
              src={legacyImage}
              alt=""
              width={320}
              height={180}
              className="mt-2 aspect-[16/9] w-80 max-w-full rounded-md bg-slate-100 object-cover"
            />
          ) : null}
        </div>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => {
            const n = index + 1;
            return (
              <li key={image.id} className="rounded-xl p-3 ring-1 ring-slate-200">
                <figure>
                  <img
                    src={image.src}
                    alt=""
                    width={640}
                    height={360}
                    loading="lazy"
                    className="aspect-[16/9] w-full rounded-md bg-slate-100 object-cover"
                  />
                  <figcaption className="mt-2 flex items-center gap-2 text-sm font-semibold text-navy-900">
                    {t('vehicles.images.position', { n, total: images.length })}
                    {index === 0 ? (
                      <span className="rounded-full bg-navy-900 px-2 py-0.5 text-xs text-white">
                        {t('vehicles.images.thumbnail')}
                      </span>
                    ) : null}
                  </figcaption>
                </figure>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Form method="post" preventScrollReset className="contents">
                    <input type="hidden" name="id" value={image.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="move-image-up"
                      disabled={index === 0}
                      className={iconButton}
                      aria-label={t('vehicles.images.moveUp', { n })}
                      title={t('vehicles.images.moveUp', { n })}
                    >
                      <Icon name="arrow-up" className="h-4 w-4" />
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="move-image-down"
                      disabled={index === images.length - 1}
                      className={iconButton}
                      aria-label={t('vehicles.images.moveDown', { n })}
                      title={t('vehicles.images.moveDown', { n })}
                    >
                      <Icon name="arrow-down" className="h-4 w-4" />
                    </button>
                  </Form>
                  <Link
                    to={`?delete-image=${image.id}`}
                    preventScrollReset
                    className={iconButton}
                    aria-label={t('vehicles.images.deleteNamed', { n })}
                  >
                    <Icon name="trash" className="h-4 w-4" />
                    {t('vehicles.images.delete')}
                  </Link>
                </div>
                {confirming === image.id ? (
                  <ConfirmPanel
                    question={t('vehicles.images.deleteConfirm', { n })}
                    intent="delete-image"
                    id={image.id}
                    confirmLabel={t('vehicles.images.deleteYes')}
                    cancelLabel={t('vehicles.cancel')}
                    cancelTo={selfPath}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
