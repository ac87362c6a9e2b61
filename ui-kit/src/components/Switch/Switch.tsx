import { useId, useRef, useState, type ReactNode } from 'react';
import type { SwitchFieldProps } from 'react-aria-components/Switch';
import * as fieldStyles from '../../styles/field.css';
import { loadOnce } from '../../lazy/loadOnce';
import { useAfterLoad } from '../../lazy/useAfterLoad';
import { ToggleStandIn } from '../../lazy/ToggleStandIn';
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
  const [isReal, setReal] = useState(false);
  const focused = useRef(false);
  const isControlled = props.isSelected !== undefined;
  const [uncontrolled, setUncontrolled] = useState(props.defaultSelected ?? false);
  const afterLoad = useAfterLoad(switchControl, 'switch');
  const loaded = switchControl.loaded();

  if (isReal && loaded) {
    const { SwitchControl } = loaded;
    return isControlled ? (
      <SwitchControl {...props} takeOver={focused} />
    ) : (
      <SwitchControl {...props} defaultSelected={uncontrolled} takeOver={focused} />
    );
  }
  // A task later: the key at hand ends on the stand-in (Space toggles it there).
  const swap = () =>
    afterLoad(() => {
      if (focused.current) setReal(true);
    });
  return (
    <SwitchStandIn
      {...props}
      selected={isControlled ? !!props.isSelected : uncontrolled}
      onToggle={(next) => {
        if (!isControlled) setUncontrolled(next);
        props.onChange?.(next);
      }}
      onPreload={switchControl.preload}
      onFocused={(isFocused) => {
        focused.current = isFocused;
        if (isFocused) switchControl.preload();
      }}
      onKey={swap}
    />
  );
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
