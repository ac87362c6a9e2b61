import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@accrue/ui-kit/theme';

// Spec doc 1 §2.5: a fixed 164 px left menu; pages up to 1920 px wide, padded 16 px (24 px from 600 px).
globalStyle('html, body', {
  margin: 0,
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

globalStyle('#accrue-layout', { display: 'flex', minHeight: '100vh' });

globalStyle('#accrue-chrome', {
  position: 'sticky',
  top: 0,
  flex: '0 0 164px',
  width: 164,
  height: '100vh',
  overflowY: 'auto',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

globalStyle('#accrue-chrome:empty', { display: 'none' });

globalStyle('#accrue-content', { flex: '1 1 auto', minWidth: 0, maxWidth: 1920 });
