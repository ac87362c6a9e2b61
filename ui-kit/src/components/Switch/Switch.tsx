import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { SwitchFieldProps } from 'react-aria-components/Switch';
import * as fieldStyles from '../../styles/field.css';
import { loadOnce } from '../../lazy/loadOnce';
import { useAfterLoad } from '../../lazy/useAfterLoad';
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

/** react-aria's VisuallyHidden style, which hides the switch's checkbox. */
const HIDDEN: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
};

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
  const [hovered, setHovered] = useState(false);
  // As react-aria's: data-focused while focused, data-focus-visible unless a pointer focused it.
  const [focus, setFocus] = useState<'pointer' | 'keyboard' | null>(null);
  const byPointer = useRef(false);
  const invalid = isInvalid ?? !!errorMessage;
  const describedBy = [
    ariaDescribedBy,
    description ? descriptionId : null,
    invalid && errorMessage ? errorId : null,
  ].filter(Boolean);
  const states = {
    'data-selected': selected || undefined,
    'data-disabled': isDisabled || undefined,
    'data-readonly': isReadOnly || undefined,
    'data-invalid': invalid || undefined,
    'data-required': isRequired || undefined,
  };
  return (
    <div className={fieldStyles.field} {...states}>
      <label
        className={styles.button}
        {...states}
        data-hovered={(hovered && !isDisabled) || undefined}
        data-focused={focus !== null || undefined}
        data-focus-visible={focus === 'keyboard' || undefined}
        onPointerDown={() => {
          byPointer.current = true;
        }}
        onPointerEnter={() => {
          setHovered(true);
          onPreload();
        }}
        onPointerLeave={() => setHovered(false)}
      >
        <span style={HIDDEN}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            name={name}
            form={form}
            value={value}
            checked={selected}
            disabled={isDisabled}
            aria-readonly={isReadOnly || undefined}
            required={isRequired || undefined}
            aria-invalid={invalid || undefined}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
            aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
            autoFocus={autoFocus}
            title=""
            onChange={(event) => {
              if (isReadOnly) return;
              onToggle(event.target.checked);
            }}
            onFocus={(event) => {
              setFocus(byPointer.current ? 'pointer' : 'keyboard');
              byPointer.current = false;
              onFocus?.(event);
              onFocused(true);
            }}
            onBlur={(event) => {
              setFocus(null);
              onBlur?.(event);
              onFocused(false);
            }}
            // The first key pressed on it (Space toggles here first): react-aria's switch takes
            // over. Not the focus alone: a press toggles here, and the element stays the one found.
            onKeyDown={onKey}
          />
        </span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {label}
      </label>
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
