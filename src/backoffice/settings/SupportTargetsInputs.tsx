import { Box, Typography } from '@mui/material';
import { NumberInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { supportUrgencies } from '../../shared/config/supportOptions';

/** The first answer must not come after the resolution: the database refuses it too (private.valid_support_targets). */
function notAfterResolution(value: unknown, values: { support_targets?: Record<string, { resolution_hours?: number }> }, props: { source?: string }) {
  const urgency = props.source?.split('.')[1];
  const resolution = urgency ? values.support_targets?.[urgency]?.resolution_hours : undefined;
  return typeof value === 'number' && typeof resolution === 'number' && value > resolution ? 'backoffice.settings.first_response_after_resolution' : undefined;
}

/**
 * The support desk's target times per urgency (decision 073), in hours of opening time: the first answer and the
 * resolution. The bounds are the database's (private.valid_support_targets).
 */
export function SupportTargetsInputs() {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1">
        {translate('backoffice.settings.support_targets')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('backoffice.settings.support_targets_help')}
      </Typography>
      {supportUrgencies.map((urgency) => (
        <Box key={urgency.value} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'baseline' }}>
          <NumberInput
            source={`support_targets.${urgency.value}.first_response_hours`}
            label={translate('backoffice.settings.first_response_hours', { urgency: urgency.label })}
            validate={[required(), minValue(0.5), maxValue(200), notAfterResolution]}
            step={0.5}
          />
          <NumberInput
            source={`support_targets.${urgency.value}.resolution_hours`}
            label={translate('backoffice.settings.resolution_hours', { urgency: urgency.label })}
            validate={[required(), minValue(0.5), maxValue(1000)]}
            step={0.5}
          />
        </Box>
      ))}
    </Box>
  );
}
