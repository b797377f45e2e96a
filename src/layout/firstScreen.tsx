import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/**
 * What the first screen's content does not need (the sidebar's entries and figures, the top bar's tools, the
 * keyboard layer's extras, the filter tabs' counts) renders once that content is shown: a list's first rows, or at
 * once on any other screen. The page's main thread then spends its first half second on the rows (issue 15); the
 * shell keeps its size meanwhile, so nothing moves when it fills in. Once open, it stays open for the rest of the
 * visit (the app's mount).
 */
interface FirstScreen {
  shown: boolean;
  /** The content's frame is about to be painted: open once it is (its lazy chunks then load after the rows). */
  painted: () => void;
}

// Outside the provider (a component rendered alone) there is no first screen to wait for.
const FirstScreenContext = createContext<FirstScreen>({ shown: true, painted: () => undefined });

/** A list screen waits for its rows at most this long (a slow or failed first call must not hide the menu). */
export const WAIT_FOR_ROWS_MS = 2000;

/**
 * Around the admin (App.tsx): `waitForRows` when the page opens with a list (src/routing/prefetch.ts knows the
 * screen of the address): the gate opens when ListTable reports its first page, or after WAIT_FOR_ROWS_MS; on any
 * other screen after the first render.
 */
export function FirstScreenProvider({
  waitForRows,
  children,
}: {
  waitForRows: boolean;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const show = useCallback(() => startTransition(() => setShown(true)), []);
  useEffect(() => {
    if (shown) return;
    const timer = window.setTimeout(show, waitForRows ? WAIT_FOR_ROWS_MS : 0);
    return () => window.clearTimeout(timer);
    // Only the screen the visit opens with decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const painted = useCallback(() => {
    const nextFrame =
      window.requestAnimationFrame ?? ((callback: () => void) => window.setTimeout(callback, 16));
    nextFrame(() => window.setTimeout(show, 0));
  }, [show]);
  const value = useMemo(() => ({ shown, painted }), [shown, painted]);
  return <FirstScreenContext.Provider value={value}>{children}</FirstScreenContext.Provider>;
}

/** True once the first screen's content is on the page. */
export const useFirstScreenShown = () => useContext(FirstScreenContext).shown;

/** Reports the first screen's content (ListTable, once its first page is in). */
export const useFirstScreenPainted = () => useContext(FirstScreenContext).painted;
