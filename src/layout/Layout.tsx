import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, useStoreContext, useTheme } from 'react-admin';
import { USE_MOCK } from '../api/config';
import { ConflictDialog } from '../components/ConflictDialog';
import { DemoStorageAlert } from '../components/DemoStorageAlert';
import { ErrorPanel } from '../components/ErrorPanel';
import { AppBar } from './AppBar';
import { KeyboardLayer } from './keyboard/KeyboardLayer';
import { Menu } from './Menu';

const LayoutError = ({ error }: { error?: Error }) => <ErrorPanel error={error} />;

/**
 * After a login the theme state still holds the previous user's choice (the admin stays mounted); read this
 * user's stored choice once the layout mounts (preferencesStore keeps it per user).
 */
function ThemeOfUser() {
  const store = useStoreContext();
  const [theme, setTheme] = useTheme();
  useEffect(() => {
    const saved = store.getItem<'light' | 'dark'>('theme');
    if (saved !== theme) setTheme(saved ?? 'light');
    // Only on mount: later changes come from the toggle itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} error={LayoutError}>
      <ThemeOfUser />
      <ConflictDialog />
      {USE_MOCK && <DemoStorageAlert />}
      <KeyboardLayer />
      {children}
    </RaLayout>
  );
}
