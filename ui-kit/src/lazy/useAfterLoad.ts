import { useEffect, useRef } from 'react';
import type { OnceLoaded } from './loadOnce';

/**
 * For a light stand-in that hands over to its react-aria control: `afterLoad(act)` downloads the
 * control's code and then runs `act` (which shows the control), unless the stand-in has gone
 * meanwhile. A failed download is logged and leaves the stand-in in place: it still works, and
 * the next hover, focus or key tries the download again.
 *
 * `act` runs a task later (a timer), not a microtask, even when the code is there: what the event
 * at hand started ends on the stand-in. A mouse press is a pointerdown then, in the same task, a
 * mousedown whose default action moves the focus, and a key typed acts where it was pressed.
 * 'after the download' runs it as soon as the download has settled, for a stand-in that records
 * what happened on it and replays it on the control.
 */
export function useAfterLoad(
  control: OnceLoaded<unknown>,
  /** What the control is, for the log: 'switch', 'text field'… */
  what: string,
  timing: 'next task' | 'after the download' = 'next task',
): (act: () => void) => void {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return (act) => {
    control.load().then(
      () => {
        const actIfMounted = () => {
          if (mounted.current) act();
        };
        if (timing === 'next task') setTimeout(actIfMounted);
        else actIfMounted();
      },
      (error: unknown) => console.error(`The ${what} could not be loaded`, error),
    );
  };
}
