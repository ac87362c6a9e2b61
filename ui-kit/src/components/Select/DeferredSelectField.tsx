import { useMemo, useRef, useState } from 'react';
import { loadOnce } from '../../lazy/loadOnce';
import { useAfterLoad } from '../../lazy/useAfterLoad';
import type { OpenRequest, SelectFieldProps, TakeOver } from './SelectField';
import { SelectStandIn } from './SelectStandIn';
import { chosenKeys, type SelectMode, type SelectOption } from './options';

/** react-aria's select, list box and popover. */
export const selectFieldControl = loadOnce(() => import('./SelectField'));

/**
 * A select field whose first render is a light stand-in (SelectStandIn). react-aria's select
 * downloads on hover or focus and takes the stand-in's place when it is focused (so that its own
 * keyboard handling, type-to-select included, takes over), pressed or opened by a key (it then
 * opens, as it would have). An uncontrolled value changed in the stand-in (cleared) carries over as
 * the real select's default.
 */
export function DeferredSelectField<M extends SelectMode>(props: SelectFieldProps<M>) {
  const [takeOver, setTakeOver] = useState<TakeOver | null>(null);
  const wanted = useRef<{ focus: boolean; open: OpenRequest | null; validate: boolean }>({
    focus: false,
    open: null,
    validate: false,
  });
  const isControlled = props.value !== undefined;
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue);
  const current = isControlled ? props.value : uncontrolled;
  const afterLoad = useAfterLoad(selectFieldControl, 'select');
  const loaded = selectFieldControl.loaded();

  const byValue = useMemo(() => new Map(props.options.map((o) => [o.value, o])), [props.options]);
  const keys = chosenKeys(current ?? null);
  const chosen = keys.map((key) => byValue.get(key)).filter((o): o is SelectOption => o !== undefined);

  if (takeOver && loaded) {
    const { SelectField } = loaded;
    return isControlled ? (
      <SelectField {...props} takeOver={takeOver} showValidation={wanted.current.validate} />
    ) : (
      <SelectField
        {...props}
        defaultValue={uncontrolled}
        takeOver={takeOver}
        showValidation={wanted.current.validate}
      />
    );
  }

  const swap = () => {
    const { focus, open } = wanted.current;
    if (open || focus) setTakeOver(open ?? 'focus');
  };
  // A task later: gone before the mousedown that follows a pointerdown in the same task, the
  // stand-in would leave it to its nearest ancestor in the page, whose focus took the focus out of
  // the list just opened (the first click into it then focused its search, scrolling the list
  // under the pointer: another option was chosen).
  const request = () => afterLoad(swap);

  return (
    <SelectStandIn
      {...props}
      chosen={chosen}
      hasValue={keys.length > 0}
      onOpen={(open) => {
        if (props.isDisabled) return;
        wanted.current = { ...wanted.current, focus: true, open };
        request();
      }}
      onFocus={() => {
        wanted.current.focus = true;
        request();
      }}
      onValidationShown={() => {
        wanted.current.validate = true;
      }}
      onFocusLeft={() => {
        wanted.current.focus = false;
      }}
      onPreload={selectFieldControl.preload}
      onClear={() => {
        const cleared = (props.mode === 'single' ? null : []) as SelectFieldProps<M>['value'];
        if (!isControlled) setUncontrolled(cleared);
        (props.onChange as ((value: unknown) => void) | undefined)?.(cleared);
      }}
    />
  );
}
