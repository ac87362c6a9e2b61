import { style } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filter = style({ maxWidth: 240 });

/** A row's latest message on two short lines, within the table's fixed row height. */
export const lastMessage = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: 1.3,
});

export const excerpt = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const muted = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
