import { useSiteSettings } from '../../shared/config/SettingsContext';
import { openingHoursRows } from '../../shared/config/openingHours';

/** The weekly hours of the settings record, the same the appointment slots follow. */
export function OpeningHoursList() {
  const { weekly_hours: weeklyHours } = useSiteSettings();
  return (
    <dl className="opening-hours">
      {openingHoursRows(weeklyHours).map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
