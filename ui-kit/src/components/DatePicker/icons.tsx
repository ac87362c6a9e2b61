import * as styles from './DatePicker.css';

// Decorative icons for the pickers' buttons: each button's accessible name comes from its label.

export function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="1.5" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'previous' | 'next' | 'down' }) {
  const path = {
    previous: 'M10 3.5 5.5 8l4.5 4.5',
    next: 'm6 3.5 4.5 4.5L6 12.5',
    down: 'M3.5 6 8 10.5 12.5 6',
  }[direction];
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <path d={path} stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
