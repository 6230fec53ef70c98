import { noticeTexts } from '../i18n/noticeTexts';
import { noticeChannels, type NoticeChannel } from '../notices/noticeChannel';

interface NoticeChoiceProps {
  /** Prefix of the controls' ids (appointment, delivery). */
  id: string;
  value: NoticeChannel | '';
  onChange: (channel: NoticeChannel | '') => void;
  /** What the news are, under the box (the booking's or the order's). */
  hint: string;
}

/**
 * « Me prévenir par SMS / WhatsApp »: a box to tick, then SMS or WhatsApp (SMS first: every phone has it).
 * Unticked by default: texts go only to a number whose owner asked for them.
 */
export function NoticeChoice({ id, value, onChange, hint }: NoticeChoiceProps) {
  return (
    <fieldset className="field">
      <legend>{noticeTexts.legend}</legend>
      <label className="checkbox">
        <input type="checkbox" id={`${id}-notice`} checked={value !== ''} onChange={(e) => onChange(e.target.checked ? 'sms' : '')} aria-describedby={`${id}-notice-hint`} />
        <span>{noticeTexts.optIn}</span>
      </label>
      <p className="field__hint" id={`${id}-notice-hint`}>
        {hint}
      </p>
      {value !== '' ? (
        <fieldset className="field">
          <legend>{noticeTexts.channelLegend}</legend>
          {noticeChannels.map((channel) => (
            <label key={channel} className="checkbox">
              <input type="radio" name={`${id}-notice-channel`} id={`${id}-notice-${channel}`} value={channel} checked={value === channel} onChange={() => onChange(channel)} />
              <span>{noticeTexts.channels[channel]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}
