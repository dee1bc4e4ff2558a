import { Classes, Menu, MenuItem } from '@blueprintjs/core';
import { ChevronDown, ChevronRight } from '@blueprintjs/icons';
import { Fragment, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MENU_VERSION_LABEL, MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED } from '../../config/ui';
import { useT } from '../../lib/i18n/use-translation';
import { groupOfPath, isActivePath, isGroup, MENU, type MenuLink } from './menu-items';

/** Left menu: icons only at 60 px, widened to 180 px while hovered or focused from the
 * keyboard. It floats over the page when wide so the content does not jump. */
export function SideMenu() {
  const t = useT('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Only one group is open; the group of the page the user arrived on starts open.
  const [openGroup, setOpenGroup] = useState<string | undefined>(() => groupOfPath(pathname));
  const expanded = hovered || focused;

  // Real links (middle-click opens a tab); a plain click navigates inside the app.
  const go = (path: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
  };

  const link = (entry: MenuLink, extra: object = {}) => (
    <MenuItem
      key={entry.key}
      href={entry.path}
      text={t(entry.key, entry.label)}
      active={isActivePath(entry, pathname)}
      aria-current={isActivePath(entry, pathname) ? 'page' : undefined}
      onClick={go(entry.path)}
      {...extra}
    />
  );

  return (
    <nav
      className={`side-menu${expanded ? ' is-expanded' : ''}`}
      style={{ width: expanded ? MENU_WIDTH_EXPANDED : MENU_WIDTH_COLLAPSED }}
      aria-label="Main menu"
      data-testid="side-menu"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="side-menu-brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="side-menu-label side-menu-brand-name">Procure</span>
      </div>
      <Menu className="side-menu-list">
        {MENU.map((entry) => {
          if (!isGroup(entry))
            return link(entry, { icon: entry.icon, title: t(entry.key, entry.label) });
          const open = openGroup === entry.key;
          const containsActive = entry.children.some((child) => isActivePath(child, pathname));
          return (
            <Fragment key={entry.key}>
              <MenuItem
                tagName="button"
                icon={entry.icon}
                text={t(entry.key, entry.label)}
                title={t(entry.key, entry.label)}
                className={containsActive ? 'has-active-child' : undefined}
                labelElement={open ? <ChevronDown size={12} /> : <ChevronRight size={12} />}
                aria-expanded={open}
                shouldDismissPopover={false}
                onClick={() => setOpenGroup(open ? undefined : entry.key)}
              />
              {open && expanded && (
                <li role="none">
                  <ul className={`${Classes.LIST_UNSTYLED} side-menu-children`}>
                    {entry.children.map((child) => link(child))}
                  </ul>
                </li>
              )}
            </Fragment>
          );
        })}
      </Menu>
      <div className="side-menu-version bp6-text-muted" data-testid="menu-version">
        {t('version_label', MENU_VERSION_LABEL, { version: MENU_VERSION_LABEL.slice(1) })}
      </div>
    </nav>
  );
}
