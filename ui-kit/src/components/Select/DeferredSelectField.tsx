import { useEffect, useMemo, useRef, useState } from 'react';
import type * as SelectFieldExports from './SelectField';
import type { OpenRequest, SelectFieldProps, TakeOver } from './SelectField';
import { SelectStandIn } from './SelectStandIn';
import { chosenKeys, type SelectMode, type SelectOption } from './options';

type SelectFieldModule = typeof SelectFieldExports;

let loaded: SelectFieldModule | undefined;
let loading: Promise<SelectFieldModule> | undefined;

/**
 * Loads react-aria's select, list box and popover (once: later calls get the same promise, and a
 * failed download is tried again on the next call).
 */
export function loadSelectField(): Promise<SelectFieldModule> {
  loading ??= import('./SelectField').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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
  // Even when loaded, a task later (a timer), not a microtask: what the event at hand started ends
  // on the stand-in. A mouse press is a pointerdown then, in the same task, a mousedown whose
  // default action moves the focus; microtasks (and React's work started inside the event) run
  // between the two. Gone by then, the stand-in would leave the mousedown to its nearest ancestor
  // in the page, whose focus took the focus out of the list just opened (the first click into
  // it then focused its search, scrolling the list under the pointer: another option was chosen).
  const request = () => {
    loadSelectField().then(
      () => setTimeout(() => mounted.current && swap()),
      (error: unknown) => console.error('The select could not be loaded', error),
    );
  };

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
      onPreload={() => void loadSelectField().catch(() => {})}
      onClear={() => {
        const cleared = (props.mode === 'single' ? null : []) as SelectFieldProps<M>['value'];
        if (!isControlled) setUncontrolled(cleared);
        (props.onChange as ((value: unknown) => void) | undefined)?.(cleared);
      }}
    />
  );
}
