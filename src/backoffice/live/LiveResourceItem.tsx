import ViewListIcon from '@mui/icons-material/ViewList';
import Badge from '@mui/material/Badge';
import { createElement, type CSSProperties } from 'react';
import { Menu, useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import { useNewCount } from './liveNewsContext';
import type { LiveTable } from './liveTables';

/** Read by screen readers, not shown: the badge's number alone would not say what it counts. */
const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** A menu entry of a live table: its icon carries the count of new rows since its list was opened. */
export function LiveResourceItem({ name }: { name: LiveTable }) {
  const count = useNewCount(name);
  const translate = useTranslate();
  const icon = useResourceDefinitions()[name]?.icon ?? ViewListIcon;
  const label = useGetResourceLabel()(name, 2);
  return (
    <Menu.ResourceItem
      name={name}
      leftIcon={
        <Badge badgeContent={count} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
          {createElement(icon)}
        </Badge>
      }
      primaryText={
        <>
          {label}
          {count > 0 && <span style={visuallyHidden}> ({translate('backoffice.live.new_count', { smart_count: count })})</span>}
        </>
      }
    />
  );
}
