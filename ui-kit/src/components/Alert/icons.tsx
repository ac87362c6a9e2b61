import { Button } from 'react-aria-components/Button';
import * as styles from './icons.css';

/** The four feedback tones shared by Alert and Snackbar (spec doc 3 §3: alert variants). */
export type Tone = 'info' | 'warning' | 'error' | 'success';

const tonePaths: Record<Tone, string> = {
  info: 'M12 11v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  warning: 'M12 9.5v4.5M12 17.5v.01',
  error: 'M12 7v6.5M12 16.5v.01',
};

export interface ToneIconProps {
  tone: Tone;
  /**
   * The tone's name for screen readers ("Error"…). Without it the icon is decorative: the colour
   * and the icon must never be the only way the tone is told.
   */
  label?: string;
}

/** A tone's icon, drawn in the current text colour so it follows the theme. */
export function ToneIcon({ tone, label }: ToneIconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      {...a11y}
      data-tone-icon={tone}
      className={styles.icon}
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {tone === 'warning' ? <path d="M12 3.5 2.5 20h19L12 3.5z" /> : <circle cx={12} cy={12} r={9.5} />}
      <path d={tonePaths[tone]} />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg
      aria-hidden
      className={styles.icon}
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export interface CloseButtonProps {
  /** The button's accessible name (it shows only a cross). */
  label: string;
  onPress: () => void;
}

/** An icon-only close button (alerts, snackbars, drawer). */
export function CloseButton({ label, onPress }: CloseButtonProps) {
  return (
    <Button aria-label={label} onPress={onPress} className={styles.closeButton}>
      <CloseIcon />
    </Button>
  );
}
