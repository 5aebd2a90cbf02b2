import { FieldShell, inputClass } from '~/components/forms/field';
import { useLocale, useT } from '~/i18n/use-translation';
import { type PlateParts, plateText } from '~/components/cars/plate';
import type { HandOverCarKind } from '~/modules/rentals/hand-over-cars.server';

export type HandOverCarChoice = {
  id: number;
  plate: PlateParts;
  name: string;
  colour: string;
  odometerKm: number;
  kind: HandOverCarKind;
  /** The car's class in the reader's language. */
  className: string;
};

/**
 * The car that goes out, by plate, in three groups: the booked model, other models of its class (a
 * swap) and higher classes (an upgrade at the booked price, decision 087). Choosing an upgrade says
 * under the list what it means for the customer.
 */
export function HandOverCarField({
  cars,
  carId,
  onChange,
  bookedClass,
  error,
}: {
  cars: readonly HandOverCarChoice[];
  carId: string;
  onChange: (carId: string) => void;
  bookedClass: string;
  error?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const chosen = cars.find((car) => String(car.id) === carId);
  const groups: { kind: HandOverCarKind; label: string }[] = [
    { kind: 'booked', label: t('handOver.group.booked') },
    { kind: 'swap', label: t('handOver.group.swap', { class: bookedClass }) },
    { kind: 'upgrade', label: t('handOver.group.upgrade') },
  ];
  const hint = chosen?.kind === 'upgrade' ? t('handOver.upgradeChosen', { class: chosen.className }) : undefined;
  const marker = (car: HandOverCarChoice) =>
    car.kind === 'upgrade'
      ? ` (${t('handOver.upgradeTo', { class: car.className })})`
      : car.kind === 'swap'
        ? ` (${t('handOver.swap')})`
        : '';
  return (
    // The whole row's width: a plate, a model, a colour and what the car is to the booking make a long line.
    <FieldShell
      id="carId"
      label={t('handOver.car')}
      hint={hint}
      errors={error ? [error] : undefined}
      className="sm:col-span-2"
    >
      <select
        id="carId"
        name="carId"
        className={inputClass}
        value={carId}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint && !error ? 'carId-hint carId-error' : 'carId-error'}
      >
        {cars.length === 0 ? <option value="">{t('handOver.noCar')}</option> : null}
        {groups.map((group) => {
          const inGroup = cars.filter((car) => car.kind === group.kind);
          return inGroup.length ? (
            <optgroup key={group.kind} label={group.label}>
              {inGroup.map((car) => (
                <option key={car.id} value={car.id}>
                  {plateText(car.plate, t, locale)} · {car.name} · {car.colour}
                  {marker(car)}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </select>
    </FieldShell>
  );
}
