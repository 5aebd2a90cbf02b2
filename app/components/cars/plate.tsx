import type { MessageKey } from '~/i18n/en';
import { isolateLtr } from '~/i18n/isolate';
import type { Locale } from '~/i18n/locale';
import type { Translate } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';

export type PlateParts = { plateEmirate: string; plateCode: string; plateNumber: number };

/** A plate as text for a message: the emirate in the reader's language, code and number isolated left to right. */
export const plateText = (plate: PlateParts, t: Translate, locale: Locale) =>
  `${t(`cars.emirate.${plate.plateEmirate}` as MessageKey)} ${isolateLtr(`${plate.plateCode} ${plate.plateNumber}`, locale)}`;

/** A plate on a page: the emirate's name, then code and number kept left to right in Arabic too. */
export function Plate({ plate }: { plate: PlateParts }) {
  const t = useT();
  return (
    <span className="whitespace-nowrap">
      {t(`cars.emirate.${plate.plateEmirate}` as MessageKey)}{' '}
      <bdi dir="ltr" className="font-mono font-semibold">
        {plate.plateCode} {plate.plateNumber}
      </bdi>
    </span>
  );
}
