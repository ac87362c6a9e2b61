import { useId, type ReactNode } from 'react';
import type { SwitchFieldProps } from 'react-aria-components/Switch';
import * as fieldStyles from '../../styles/field.css';
import { loadOnce } from '../../lazy/loadOnce';
import { ToggleStandIn, useToggleHandOver } from '../../lazy/ToggleStandIn';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'style' | 'children'> {
  /** The setting it turns on or off, e.g. 'Show actual-forecast difference'. */
  label: ReactNode;
  description?: ReactNode;
  /** An error to show; it also marks the switch invalid. */
  errorMessage?: ReactNode;
}

/** react-aria's switch. */
export const switchControl = loadOnce(() => import('./SwitchControl'));

/**
 * A toggle for a setting that applies at once (role switch), with description and error.
 *
 * Its first render is a light stand-in: the same label, hidden checkbox (role switch), track and
 * thumb as react-aria's, which a click or Space already toggles (calling onChange). react-aria's
 * switch loads on hover or focus and takes the stand-in's place at the first key pressed on it,
 * with the focus and the state (an uncontrolled switch's carries over as its default) handed over.
 */
export function Switch(props: SwitchProps) {
  const { real, realProps, standIn } = useToggleHandOver(switchControl, 'switch', props);
  if (real) return <real.SwitchControl {...props} {...realProps} />;
  return <SwitchStandIn {...props} {...standIn} />;
}

function SwitchStandIn({
  label,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isReadOnly,
  isRequired,
  name,
  form,
  value,
  id,
  autoFocus,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  onFocus,
  onBlur,
  selected,
  onToggle,
  onPreload,
  onFocused,
  onKey,
}: SwitchProps & {
  selected: boolean;
  onToggle: (selected: boolean) => void;
  onPreload: () => void;
  onFocused: (focused: boolean) => void;
  onKey: () => void;
}) {
  const descriptionId = useId();
  const errorId = useId();
  const invalid = isInvalid ?? !!errorMessage;
  const describedBy = [
    ariaDescribedBy,
    description ? descriptionId : null,
    invalid && errorMessage ? errorId : null,
  ].filter(Boolean);
  return (
    <div
      className={fieldStyles.field}
      data-selected={selected || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
    >
      <ToggleStandIn
        className={styles.button}
        role="switch"
        selected={selected}
        invalid={invalid}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isRequired={isRequired}
        input={{
          id,
          name,
          form,
          value,
          autoFocus,
          'aria-label': ariaLabel,
          'aria-labelledby': ariaLabelledBy,
          'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
          onFocus,
          onBlur,
        }}
        onToggle={onToggle}
        onPreload={onPreload}
        onFocused={onFocused}
        onKey={onKey}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {label}
      </ToggleStandIn>
      {description ? (
        <span id={descriptionId} slot="description" className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {invalid && errorMessage ? (
        <span id={errorId} slot="errorMessage" className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
