import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '../auth/use-logout';
import { nextMenuIndex } from './menu-keys';
import { USER_MENU_LINKS } from './nav-links';

const ITEM_CLASS =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700 focus:outline-none';

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/** ARIA menu button: arrows, Home/End, Escape (focus back to the button), Tab and outside clicks close. */
export function UserMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  const logout = useLogout(close);

  useEffect(() => {
    if (!open) return;
    const all = menuItems(menuRef.current);
    all[focusLast ? all.length - 1 : 0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusLast]);

  const openMenu = (last: boolean) => {
    setFocusLast(last);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowUp');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key === 'Tab') return setOpen(false);
    const all = menuItems(menuRef.current);
    const next = nextMenuIndex(all.indexOf(document.activeElement as HTMLElement), event.key, all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div ref={rootRef} className="relative ml-1">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu(false))}
        onKeyDown={onButtonKeyDown}
        aria-label={email}
        title={email}
        className="flex items-center gap-1 rounded-md px-2 py-2 font-bold text-slate-800 hover:bg-brand-50 hover:text-brand-700 xl:max-w-96 xl:gap-2"
      >
        <CircleUserRound aria-hidden="true" className="size-6 shrink-0 text-brand-600 xl:size-5" />
        {/* Below xl the e-mail moves into the open menu, where it shows in full. */}
        <span className="hidden truncate xl:inline">{email}</span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div className="absolute right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg">
          <p className="border-b border-slate-200 px-3 pt-1 pb-2 text-sm break-all whitespace-normal text-slate-700 xl:hidden">{email}</p>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="flex flex-col gap-1 pt-1 xl:pt-0"
          >
            {USER_MENU_LINKS.map(({ to, label, icon: Icon }) => (
              <Link key={to} to={to} role="menuitem" tabIndex={-1} onClick={close} className={ITEM_CLASS}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Link>
            ))}
            <div role="separator" className="my-1 h-px bg-slate-200" />
            <button type="button" role="menuitem" tabIndex={-1} onClick={logout} className={ITEM_CLASS}>
              <LogOut aria-hidden="true" className="size-4" />
              Log Out
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
