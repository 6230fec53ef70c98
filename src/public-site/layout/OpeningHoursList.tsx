import { useSiteSettings } from '../../shared/config/SettingsContext';

export function OpeningHoursList() {
  const { opening_hours: openingHours } = useSiteSettings();
  return (
    <dl className="opening-hours">
      {openingHours.map((slot) => (
        <div key={slot.days}>
          <dt>{slot.days}</dt>
          <dd>{slot.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
