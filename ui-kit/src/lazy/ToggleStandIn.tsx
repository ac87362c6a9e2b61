import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { OnceLoaded } from './loadOnce';
import { useAfterLoad } from './useAfterLoad';

/** react-aria's VisuallyHidden style, which hides a switch's or a checkbox's input. */
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

export interface ToggleStandInProps {
  /** The label's class, which react-aria's component puts on its label too. */
  className: string;
  /** 'switch' for a switch; a checkbox keeps the input's own role. */
  role?: 'switch';
  selected: boolean;
  indeterminate?: boolean;
  invalid: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  /** The input's own attributes: ids, names and labels as react-aria's component would set them. */
  input: {
    id?: string;
    name?: string;
    form?: string;
    value?: string;
    autoFocus?: boolean;
    'aria-label'?: string;
    'aria-labelledby'?: string;
    'aria-describedby'?: string;
    onFocus?: (event: FocusEvent<Element>) => void;
    onBlur?: (event: FocusEvent<Element>) => void;
  };
  /** A click or Space toggled it (not when read-only). */
  onToggle: (selected: boolean) => void;
  /** The pointer is over it: time to download react-aria's component. */
  onPreload: () => void;
  onFocused: (focused: boolean) => void;
  /**
   * A key was pressed on it: react-aria's component takes over (the key, Space included, acts
   * here first). Not the focus alone: a press toggles here, and the element stays the one found.
   */
  onKey: () => void;
  /** What the label shows: the switch's track or the checkbox's box, and the label's text. */
  children: ReactNode;
}

/**
 * The light first render of a switch or a checkbox: a native checkbox, visually hidden inside the
 * label as react-aria's is, whose label carries the same state attributes (data-selected,
 * data-hovered, data-focus-visible…) for the component's styles. A click or Space toggles it
 * natively, so nothing waits on react-aria's download.
 */
export function ToggleStandIn({
  className,
  role,
  selected,
  indeterminate = false,
  invalid,
  isDisabled,
  isReadOnly,
  isRequired,
  input,
  onToggle,
  onPreload,
  onFocused,
  onKey,
  children,
}: ToggleStandInProps) {
  const [hovered, setHovered] = useState(false);
  // As react-aria's: data-focused while focused, data-focus-visible unless a pointer focused it.
  const [focus, setFocus] = useState<'pointer' | 'keyboard' | null>(null);
  const byPointer = useRef(false);
  return (
    <label
      className={className}
      data-selected={selected || undefined}
      data-indeterminate={indeterminate || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
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
          id={input.id}
          type="checkbox"
          role={role}
          name={input.name}
          form={input.form}
          value={input.value}
          checked={selected}
          ref={(element) => {
            if (element) element.indeterminate = indeterminate;
          }}
          disabled={isDisabled}
          aria-readonly={isReadOnly || undefined}
          required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-label={input['aria-label']}
          aria-labelledby={input['aria-labelledby']}
          aria-describedby={input['aria-describedby']}
          autoFocus={input.autoFocus}
          // As react-aria's: no native tooltip with the validation message (a disabled input has none).
          title={isDisabled ? undefined : ''}
          onChange={(event) => {
            if (isReadOnly) return;
            onToggle(event.target.checked);
          }}
          onFocus={(event) => {
            setFocus(byPointer.current ? 'pointer' : 'keyboard');
            byPointer.current = false;
            input.onFocus?.(event);
            onFocused(true);
          }}
          onBlur={(event) => {
            setFocus(null);
            input.onBlur?.(event);
            onFocused(false);
          }}
          onKeyDown={onKey}
        />
      </span>
      {children}
    </label>
  );
}

/** The part of a switch's or checkbox's props the hand-over reads. */
interface ToggleProps {
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
}

/**
 * The state of a switch or checkbox that first renders a ToggleStandIn: `real` is react-aria's
 * component's module once it has taken over (at the first key pressed on the stand-in, a task
 * later: the key ends on the stand-in, Space toggling it there), with `realProps` to add to its
 * props (an uncontrolled one's state carried over as its default, and whether it had the focus).
 */
export function useToggleHandOver<M>(control: OnceLoaded<M>, what: string, props: ToggleProps) {
  const [isReal, setReal] = useState(false);
  const focused = useRef(false);
  const isControlled = props.isSelected !== undefined;
  const [uncontrolled, setUncontrolled] = useState(props.defaultSelected ?? false);
  const afterLoad = useAfterLoad(control, what);
  const loaded = control.loaded();
  return {
    real: isReal ? loaded : undefined,
    /** Shows react-aria's component as soon as it is there (where the stand-in cannot serve). */
    showReal: () => afterLoad(() => setReal(true)),
    realProps: {
      ...(isControlled ? {} : { defaultSelected: uncontrolled }),
      takeOver: focused as RefObject<boolean>,
    },
    standIn: {
      selected: isControlled ? !!props.isSelected : uncontrolled,
      onToggle: (next: boolean) => {
        if (!isControlled) setUncontrolled(next);
        props.onChange?.(next);
      },
      onPreload: control.preload,
      onFocused: (isFocused: boolean) => {
        focused.current = isFocused;
        if (isFocused) control.preload();
      },
      onKey: () =>
        afterLoad(() => {
          if (focused.current) setReal(true);
        }),
    },
  };
}

/**
 * In react-aria's component that took a stand-in's place: the focus, if the stand-in had it
 * (`takeOver.current`), goes to its input once, on mount.
 */
export function useTakeOverFocus(takeOver: RefObject<boolean> | undefined): RefObject<HTMLElement | null> {
  const ref = useRef<HTMLElement>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!takeOver?.current || done.current) return;
    done.current = true;
    ref.current?.querySelector('input')?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
  return ref;
}
