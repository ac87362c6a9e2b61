import type { ReactNode } from 'react';
import * as styles from './Alert.css';

export type AlertTone = keyof typeof styles.tones;

export interface AlertProps {
  tone?: AlertTone;
  title: ReactNode;
  children?: ReactNode;
  /** An action such as a Retry button. */
  action?: ReactNode;
}

/**
 * A message about the page or an area of it: info, warning, error or success. Errors and warnings
 * are announced at once (role alert); info and success politely (role status).
 */
export function Alert({ tone = 'info', title, children, action }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-tone={tone}
      className={`${styles.alert} ${styles.tones[tone]}`}
    >
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
