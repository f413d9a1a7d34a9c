// A table wider than its screen scrolls sideways inside this box, and says so: where columns lie
// beyond the visible part, a fade and a chevron stand at that edge (at the right, just left of a
// pinned Actions column, which would otherwise hide the columns beneath it without a sign; at the
// left once scrolled). The browser's own scrollbar is no cue: it sits below the last row, and many
// systems show it only while scrolling. A click on a chevron scrolls by most of the visible width;
// the keyboard reaches every column through the cells' own buttons and the box itself.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box } from '@mui/material';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Edges {
  /** Columns lie beyond the left edge (the box is scrolled). */
  left: boolean;
  /** Columns lie beyond the right edge, or under the pinned column. */
  right: boolean;
  /** The width of the pinned column at the right (0 when none): the right cue stands beside it. */
  pinned: number;
  /** The height of the heading row, where the chevrons stand. */
  heading: number;
}

const NONE: Edges = { left: false, right: false, pinned: 0, heading: 0 };
const same = (a: Edges, b: Edges) => a.left === b.left && a.right === b.right && a.pinned === b.pinned && a.heading === b.heading;

/** What the box shows of its table now. */
function measure(box: HTMLElement): Edges {
  const table = box.querySelector('table');
  const headRow = table?.tHead?.rows[0];
  const last = headRow?.cells[headRow.cells.length - 1];
  // pinned at the right: sticky with a right offset (a sticky heading row alone is pinned at the top)
  const style = last && getComputedStyle(last);
  const pinned = style?.position === 'sticky' && style.right !== 'auto' ? Math.round(last!.getBoundingClientRect().width) : 0;
  const hidden = box.scrollWidth - box.clientWidth - box.scrollLeft;
  return { left: box.scrollLeft > 1, right: hidden > 1, pinned, heading: Math.round(headRow?.getBoundingClientRect().height ?? 0) };
}

const Cue = ({ side, edges, onClick, label }: { side: 'left' | 'right'; edges: Edges; onClick: () => void; label: string }) => {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  const size = 28;
  return (
    <Box
      // a cue for the eye and the mouse (the keyboard scrolls the box): not a second way in for assistive technology
      aria-hidden
      data-testid={`scroll-cue-${side}`}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: side === 'right' ? edges.pinned : 0,
        width: 32,
        zIndex: 2,
        pointerEvents: 'none',
        background: (theme) => `linear-gradient(to ${side}, transparent, ${theme.palette.background.default} 85%)`,
      }}
    >
      <Box
        title={label}
        onClick={onClick}
        sx={{
          position: 'absolute',
          top: Math.max(0, (edges.heading - size) / 2),
          [side]: 2,
          width: size,
          height: size,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          cursor: 'pointer',
          pointerEvents: 'auto',
          bgcolor: 'background.paper',
          color: 'primary.main',
          boxShadow: 2,
        }}
      >
        <Icon fontSize="small" />
      </Box>
    </Box>
  );
};

/**
 * `label`: a table with nothing the keyboard can reach in it (no sort buttons, no row buttons: a
 * report) is itself a stop of the Tab order, named, so its columns can be scrolled from the keyboard.
 */
export const SideScroll = ({ children, label }: { children: ReactNode; label?: string }) => {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState<Edges>(NONE);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const next = measure(box);
      setEdges((now) => (same(now, next) ? now : next));
    };
    // The table changes size as its rows, names and columns come; the box as the window and the menu do.
    const sizes = new ResizeObserver(update);
    let table: HTMLTableElement | null = null;
    const follow = () => {
      const now = box.querySelector('table');
      if (now === table) return;
      if (table) sizes.unobserve(table);
      if (now) sizes.observe(now);
      table = now;
      update();
    };
    // the table itself may be replaced (an empty list's, then the rows'); its size is the observer's
    const swaps = new MutationObserver(follow);
    swaps.observe(box, { childList: true, subtree: true });
    sizes.observe(box);
    box.addEventListener('scroll', update, { passive: true });
    follow();
    update();
    return () => {
      swaps.disconnect();
      sizes.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, []);

  const scroll = (direction: 1 | -1) => {
    const box = ref.current;
    if (box) box.scrollBy({ left: direction * Math.max(100, (box.clientWidth - edges.pinned) * 0.75), behavior: 'smooth' });
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={ref}
        sx={{ overflowX: 'auto', containerType: 'inline-size' }}
        data-testid="side-scroll"
        {...(label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      >
        {children}
      </Box>
      {edges.left && <Cue side="left" edges={edges} onClick={() => scroll(-1)} label={translate('app.scroll_left')} />}
      {edges.right && <Cue side="right" edges={edges} onClick={() => scroll(1)} label={translate('app.scroll_right')} />}
    </Box>
  );
};
