import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { avatarSource } from '~/features/auth/avatar';
import { $localAvatar, $user } from '~/features/auth/store';
import { userLabel } from '~/features/auth/user';
import CartCountBadge from '~/features/cart/CartCountBadge';
import { useHydrated } from '~/features/platform/use-hydrated';
import type { NavLink, NavSection } from './nav';
import { focusables, lockBodyScroll } from './dom';

interface Props {
  sections: NavSection[];
  links: NavLink[];
  current: string;
}

/**
 * The phone menu: a slide-in drawer with Store and Brands accordions (SPEC §2). The drawer and its backdrop are
 * rendered into <body> once the island runs: inside the sticky header they would share its stacking context and sit
 * below page-level layers such as the chat button.
 */
export default function MobileMenu({ sections, links, current }: Props) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const trigger = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The server renders the signed-out drawer; hydration starts from that too, then shows the stored user.
  const user = useStore($user, { ssr: () => null });
  const localAvatar = useStore($localAvatar, { ssr: () => null });
  // The portal needs document.body: none on the server, nor while hydrating the server's HTML.
  const inBrowser = useHydrated();

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const unlock = lockBodyScroll();
    focusables(drawer.current)[0]?.focus();
    return unlock;
  }, [open]);

  // Keep Tab and Shift+Tab inside the open drawer; Escape closes it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(drawer.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const linkClass = (href: string) =>
    `block rounded-lg px-3 py-3 text-base ${href === current ? 'bg-surface-alt font-semibold' : 'hover:bg-surface-alt'}`;

  return (
    <div className="md:hidden">
      <button
        ref={trigger}
        type="button"
        className="grid size-11 place-items-center rounded-lg border border-slate-300 bg-white data-[pending]:bg-surface-alt"
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={inBrowser ? 'mobile-drawer' : undefined}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {inBrowser &&
        createPortal(
          <>
            <div
              className={`fixed inset-0 z-overlay bg-black/40 md:hidden transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
              aria-hidden="true"
              onClick={close}
            />
            <div
              ref={drawer}
              id="mobile-drawer"
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              inert={!open}
              onKeyDown={onKeyDown}
              // Visibility flips at once on open (so focus can move in) and only after the slide on close.
              className={`fixed inset-y-0 right-0 z-modal flex md:hidden w-[min(20rem,85vw)] flex-col bg-white shadow-2xl duration-300 ease-out ${open ? 'visible translate-x-0 transition-transform' : 'invisible translate-x-full transition-[transform,visibility]'}`}
            >
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
                <h2 id={titleId} className="text-lg font-bold">
                  Menu
                </h2>
                <button type="button" className="grid size-11 place-items-center rounded-lg hover:bg-surface-alt" aria-label="Close menu" onClick={close}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                    <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </button>
              </div>
              <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
                <ul className="space-y-1">
                  {links.slice(0, 1).map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className={linkClass(link.href)}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                  {sections.map((section) => {
                    const isOpen = expanded[section.label] ?? false;
                    const panelId = `drawer-${section.label}`;
                    return (
                      <li key={section.label}>
                        <button
                          type="button"
                          className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base hover:bg-surface-alt"
                          aria-expanded={isOpen}
                          aria-controls={panelId}
                          onClick={() => setExpanded((e) => ({ ...e, [section.label]: !isOpen }))}
                        >
                          {section.label}
                          <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`}>
                            <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                          </svg>
                        </button>
                        <ul id={panelId} hidden={!isOpen} className="ml-3 border-l border-slate-200 pl-2">
                          {section.links.map((link) => (
                            <li key={link.href}>
                              <a href={link.href} className={linkClass(link.href)}>
                                {link.label}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </li>
                    );
                  })}
                  {links.slice(1).map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className={linkClass(link.href)}>
                        {link.label}
                        {link.href === '/drag_drop' && <CartCountBadge />}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="border-t border-slate-200 p-4">
                {user ? (
                  <a href="/profile" className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-surface-alt">
                    <img
                      src={avatarSource(localAvatar, user.photoURL).src}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded-full border border-slate-300 bg-surface-alt object-cover"
                    />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{userLabel(user)}</span>
                      <span className="block text-sm text-ink-muted">View profile</span>
                    </span>
                  </a>
                ) : (
                  <a href="/login" className="block rounded-lg bg-ink px-4 py-3 text-center font-semibold text-white">
                    Login
                  </a>
                )}
              </div>
            </div>
          </>,
          document.body,
        )}
    </div>
  );
}
