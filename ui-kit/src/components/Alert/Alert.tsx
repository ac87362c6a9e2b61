import { useState, type ReactNode } from 'react';

import { CloseButton, ToneIcon, type Tone } from './icons';
import * as styles from './Alert.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { overlayMessages } from '../../i18n/catalogue/overlays';

/** Spec doc 3 §3: alert variants info, warning, error, success. */
export type AlertTone = Tone;

export interface AlertProps {
  tone?: AlertTone;
  title: ReactNode;
  children?: ReactNode;
  /** An action such as a Retry button. */
  action?: ReactNode;
  /** Shows a dismiss button; pressing it hides the alert and calls `onDismiss`. */
  isDismissable?: boolean;
  onDismiss?: () => void;
}

/**
 * A message about the page or an area of it: info, warning, error or success. Errors and warnings
 * are announced at once (role alert); info and success politely (role status). The tone is told by
 * colour, by its icon and, for screen readers, by the icon's name ("Error"…).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  isDismissable = false,
  onDismiss,
}: AlertProps) {
  const intl = useKitIntl(overlayMessages);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-tone={tone}
      className={`${styles.alert} ${styles.tones[tone]}`}
    >
      <ToneIcon tone={tone} label={intl.formatMessage({ id: `kit.overlays.tone.${tone}` })} />
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
      {isDismissable ? (
        <CloseButton
          label={intl.formatMessage({ id: 'kit.overlays.alert.dismiss' })}
          onPress={() => {
            setDismissed(true);
            onDismiss?.();
          }}
        />
      ) : null}
    </div>
  );
}
