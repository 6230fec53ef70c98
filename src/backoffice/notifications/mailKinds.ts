import { notificationKindLabel, notificationKinds } from '../../shared/notifications/notificationKinds';

/** The label of a kind (src/shared/notifications/notificationKinds.ts), or the kind itself for one added later. */
export const mailKindLabel = notificationKindLabel;

/** The kinds as the filter offers them, sorted by their label. */
export const mailKindChoices = Object.entries(notificationKinds)
  .map(([id, kind]) => ({ id, name: kind.label }))
  .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
