import { Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useLocation } from 'react-router';
import { ThemeToggle } from '../../features/theme';
import { useT } from '../../lib/i18n/use-translation';
import { FullscreenToggle } from './FullscreenToggle';
import { pageTrail } from './menu-items';
import { UserMenu } from './UserMenu';

/** Where the user is (menu group / page), then fullscreen, theme and the user menu. */
export function TopBar() {
  const t = useT('shell');
  const { pathname } = useLocation();
  const trail = pageTrail(pathname);
  return (
    <Navbar className="top-bar">
      <NavbarGroup align="left">
        <NavbarHeading className="top-bar-heading" data-testid="top-bar-title">
          {trail && (
            <>
              <span className="bp6-text-muted top-bar-group">
                {t(trail.group.key, trail.group.label)} /{' '}
              </span>
              {t(trail.title.key, trail.title.label)}
            </>
          )}
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="right">
        <FullscreenToggle />
        <ThemeToggle />
        <NavbarDivider />
        <UserMenu />
      </NavbarGroup>
    </Navbar>
  );
}
