import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { MENU_WIDTH_COLLAPSED } from '../../config/ui';
import { useT } from '../../lib/i18n/use-translation';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** Signed-in layout: left menu, top bar, the page, and the footer. The footer waits with the
 * page: drawn under the short loading skeleton it would be pushed down when the page arrives
 * (a layout shift on every first visit); drawn with the page it never moves. */
export function AppShell() {
  const t = useT('shell');
  const year = new Date().getFullYear();
  const skeleton = (
    <main className="app-main" id="main">
      <PageSkeleton />
    </main>
  );
  return (
    <div className="app-shell" style={{ paddingLeft: MENU_WIDTH_COLLAPSED }}>
      <SideMenu />
      <div className="app-column">
        <TopBar />
        <Suspense fallback={skeleton}>
          <main className="app-main" id="main">
            <Outlet />
          </main>
          <footer className="app-footer bp6-text-muted" data-testid="app-footer">
            {t('copyright', '© {year} Procure. All rights reserved.', { year })}
          </footer>
        </Suspense>
      </div>
    </div>
  );
}
