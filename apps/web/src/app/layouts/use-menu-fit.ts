import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitMainMenu, type MenuFit } from './menu-fit';

const KINDS = ['full', 'short', 'icons'] as const;

/**
 * Measures the menu's free width and its entries (rendered once more, invisibly, in every form inside
 * `measureRef`, marked data-kind="full|short|icons|more") and picks the richest layout that fits.
 * `signature` changes whenever the entries' texts or badges do, so they are measured again.
 */
export function useMenuFit(
  signature: string,
  count: number,
  gap: number,
): { navRef: RefObject<HTMLElement | null>; measureRef: RefObject<HTMLDivElement | null>; fit: MenuFit } {
  const navRef = useRef<HTMLElement | null>(null);
  const measureRef = useRef<HTMLDivElement | null>(null);
  const [fit, setFit] = useState<MenuFit>({ labels: 'full', visible: count });

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      // Hidden (below 768 px the bottom bar takes over): keep the last fit rather than "nothing fits".
      if (nav.clientWidth === 0) return;
      const widthsOf = (kind: string) =>
        [...measure.querySelectorAll<HTMLElement>(`[data-kind="${kind}"]`)].map((el) =>
          Math.ceil(el.getBoundingClientRect().width),
        );
      const [full, short, icons] = KINDS.map(widthsOf);
      const more = widthsOf('more')[0] ?? 0;
      const style = getComputedStyle(nav);
      const available = nav.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
      const next = fitMainMenu(available, { full: full!, short: short!, icons: icons!, more, gap });
      setFit((current) => (current.labels === next.labels && current.visible === next.visible ? current : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    // Widths change once the web font has loaded.
    void document.fonts?.ready.then(update);
    return () => observer.disconnect();
  }, [signature, count, gap]);

  return { navRef, measureRef, fit };
}
