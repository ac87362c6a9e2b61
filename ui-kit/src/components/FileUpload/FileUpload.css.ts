import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const invalid = style({ borderColor: vars.color.danger });

export const prompt = style({ fontSize: vars.fontSize.md });

export const hints = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const listTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const rejections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.errorText,
  fontSize: vars.fontSize.sm,
});

export const rejectionList = style({ margin: 0, paddingInlineStart: vars.space.md });

export const icon = style({ width: 14, height: 14 });
