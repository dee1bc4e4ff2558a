import { Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { ThemeToggle } from '../../features/theme';
import { FullscreenToggle } from './FullscreenToggle';
import { UserMenu } from './UserMenu';

export function TopBar() {
  return (
    <Navbar className="top-bar">
      <NavbarGroup align="left">
        <NavbarHeading className="top-bar-heading">Procure</NavbarHeading>
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
