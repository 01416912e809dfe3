import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The card at the top of the window when the candidate left a list, and how far it sat from the top. */
interface Anchor {
  key: string;
  top: number;
}

/** Per history entry, so Back to an entry finds where it was left and a new visit of the same search does not. */
const anchors = new Map<string, Anchor>();

/** How long after Back the card is held in place, at most: the list may still refresh and re-measure. */
const HOLD_MAX_MS = 10_000;
/** Frames the card must stay put, with nothing loading, before the hold ends on its own. */
const STEADY_FRAMES = 30;
/** Anything the candidate does to move the page ends the hold at once. */
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The first card whose top is in view below the sticky header (the page's scroll-padding-top says how tall it
 * is), or, when one card fills the window, the one across that line.
 */
function anchorIn(list: HTMLElement): Anchor | null {
  const inset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const cards = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-key]'));
  let across: Anchor | null = null;
  for (const card of cards) {
    const { top, bottom } = card.getBoundingClientRect();
    if (top >= inset) return { key: card.dataset.key!, top };
    if (bottom > inset) across = { key: card.dataset.key!, top };
  }
  return across;
}

/**
 * Back to a long virtualised list puts the card the candidate left where it was on the screen. A pixel offset
 * is not enough: the list may have been refreshed meanwhile (a job closed, a new one ranked above, a count that
 * now wraps), and cards above may be measured again. So the card is held in place by its key until the list
 * settles or the candidate moves the page.
 *
 * `list` holds the cards, each with `data-key`; `scrollToKey` brings a card that is not rendered into range.
 */
export function useReturnAnchor(
  list: RefObject<HTMLElement | null>,
  { busy, scrollToKey }: { busy: boolean; scrollToKey: (key: string) => boolean },
) {
  const { key: entry } = useLocation();
  const navigation = useNavigationType();
  const holding = useRef(false);
  const isBusy = useEffectEvent(() => busy);
  const bringIntoRange = useEffectEvent((key: string) => scrollToKey(key));

  // Restore once, on arriving by Back or Forward to an entry that was left with a card at the top.
  useEffect(() => {
    const anchor = navigation === 'POP' ? anchors.get(entry) : undefined;
    if (!anchor) return;
    holding.current = true;
    const started = performance.now();
    let steady = 0;
    let frame = 0;
    const stop = () => {
      holding.current = false;
      cancelAnimationFrame(frame);
      for (const move of USER_MOVES) window.removeEventListener(move, stop, true);
    };
    const hold = () => {
      const node = list.current;
      const card = node?.querySelector<HTMLElement>(`:scope > [data-key="${CSS.escape(anchor.key)}"]`);
      if (card) {
        const off = Math.round(card.getBoundingClientRect().top - anchor.top);
        if (off !== 0) window.scrollBy(0, off);
        steady = off === 0 && !isBusy() ? steady + 1 : 0;
      } else if (!bringIntoRange(anchor.key)) {
        // The job is gone from the list: the browser's own restored position is the best left.
        return stop();
      }
      if (steady >= STEADY_FRAMES || performance.now() - started > HOLD_MAX_MS) return stop();
      frame = requestAnimationFrame(hold);
    };
    for (const move of USER_MOVES) window.addEventListener(move, stop, { capture: true, passive: true });
    frame = requestAnimationFrame(hold);
    return stop;
  }, [entry, navigation, list]);

  // Remember the card at the top as the candidate scrolls (once a frame at most), for a later Back.
  useEffect(() => {
    let frame = 0;
    const record = () => {
      frame = 0;
      const node = list.current;
      if (holding.current || !node) return;
      const anchor = anchorIn(node);
      if (anchor) anchors.set(entry, anchor);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(record);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [entry, list]);
}
