import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ErrorPanel } from '../components/ErrorPanel';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

const LayoutError = ({ error }: { error?: Error }) => <ErrorPanel error={error} />;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} error={LayoutError}>
      {children}
    </RaLayout>
  );
}
