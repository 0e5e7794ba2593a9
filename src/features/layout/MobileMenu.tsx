import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { avatarSource, $localAvatar, $user, userLabel } from '~/features/auth';
import CartCountBadge from '~/features/cart/CartCountBadge';
import { routes } from '~/domain/site';
import SearchForm from '~/features/search/SearchForm';
import type { NavLink, NavSection } from './nav';

interface Props {
  /** The header's menu button (Header.astro), which opens the drawer. */
  trigger: HTMLButtonElement;
  sections: NavSection[];
  links: NavLink[];
  current: string;
}

/** The drawer's element id, which the menu button controls once the drawer exists. */
export const DRAWER_ID = 'mobile-drawer';

/**
 * The phone menu: a slide-in drawer with Store and Brands accordions (docs/rules.md#header-and-footer), built on a
 * modal <dialog>. The browser puts it in the top layer (above the sticky header and the chat button), keeps focus
 * and the screen reader inside it, closes it on Escape and gives focus back to the button; global.css stops the page
 * behind it from scrolling. The header draws the menu button; this drawer is mounted, open, by the button's first
 * press (mobile-menu.ts), so pages carry none of its HTML or code until then.
 */
export default function MobileMenu({ trigger, sections, links, current }: Props) {
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const drawer = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const user = useStore($user);
  const localAvatar = useStore($localAvatar);

  // Later presses of the header's button open the drawer again; the button says whether it is open.
  useEffect(() => {
    const show = () => setOpen(true);
    trigger.addEventListener('click', show);
    trigger.setAttribute('aria-controls', DRAWER_ID);
    return () => trigger.removeEventListener('click', show);
  }, [trigger]);

  useEffect(() => {
    trigger.setAttribute('aria-expanded', String(open));
    const dialog = drawer.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, trigger]);

  const close = () => drawer.current?.close();
  // A modal <dialog> keeps focus off the page behind it, but Tab past its last control goes on to the browser's own
  // toolbar: wrap it round to the first control (and Shift+Tab the other way) so focus stays in the menu.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, input')].filter((el) =>
      el.checkVisibility(),
    );
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  };
  // A click on the dialog itself, not on anything in it, is a click on its backdrop.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const linkClass = (href: string) =>
    `block rounded-lg px-3 py-3 text-base ${href === current ? 'bg-surface-alt font-semibold' : 'hover:bg-surface-alt'}`;

  return (
    <dialog
      ref={drawer}
      id={DRAWER_ID}
      aria-labelledby={titleId}
      onClose={() => {
        setOpen(false);
        trigger.focus();
      }}
      onClick={onBackdrop}
      onKeyDown={onKeyDown}
      // Slides in from the right and back out; the backdrop fades. display and overlay stay until the slide ends.
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none translate-x-full flex-col bg-white text-ink shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 ease-out backdrop:bg-black/0 backdrop:transition-[background-color,display,overlay] backdrop:transition-discrete backdrop:duration-300 open:flex open:translate-x-0 open:backdrop:bg-black/40 starting:open:translate-x-full starting:open:backdrop:bg-black/0 md:hidden"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          Menu
        </h2>
        <button
          type="button"
          className="grid size-11 place-items-center rounded-lg hover:bg-surface-alt"
          aria-label="Close menu"
          onClick={close}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <SearchForm id="drawer-search" className="mx-3 mt-3" />
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
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  >
                    <path
                      fill="currentColor"
                      d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
                    />
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
                {link.href === routes.cart && <CartCountBadge />}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 p-4">
        {user ? (
          <a href={routes.profile} className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-surface-alt">
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
          <a href={routes.login} className="block rounded-lg bg-ink px-4 py-3 text-center font-semibold text-white">
            Login
          </a>
        )}
      </div>
    </dialog>
  );
}
