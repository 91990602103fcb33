import type { default as MuiTooltip, TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';

type TooltipComponent = typeof MuiTooltip;

/** MUI's Tooltip, with the Popper it needs, once any LazyTooltip has asked for it. */
let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;
export const loadTooltip = () =>
  (loading ??= import('@mui/material/Tooltip').then((module) => (loaded = module.default)));

/** Whether the focus is shown (the keyboard brought it); jsdom cannot tell, and says no. */
function isFocusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** The events a tooltip's control must pass on (a MUI button does). */
type ChildProps = {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * MUI's Tooltip, loaded when a mouse first rests on its control or the keyboard first reaches
 * it: the app bars of the login page and the shell show their controls without the Popper
 * (performance.md). Until then the control has the names a closed Tooltip gives it (its
 * description in `title`, or its name in `aria-label`). The control is drawn anew when the
 * tooltip arrives, the focus kept on it.
 */
export function LazyTooltip({
  title,
  describeChild = false,
  placement,
  children,
}: {
  title: string;
  describeChild?: boolean;
  placement?: TooltipProps['placement'];
  children: ReactElement<ChildProps>;
}) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  const [open, setOpen] = useState(false);
  const control = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  const over = useRef(false);
  const presses = useRef(0);

  useLayoutEffect(() => {
    // Before the page's focus keeper sees the old control gone (page-heading.tsx).
    if (Tooltip && refocus.current) control.current?.focus();
    refocus.current = false;
  }, [Tooltip]);

  // The control's element, to give it back the focus once it is drawn anew.
  const ref = (element: HTMLElement | null) => {
    control.current = element;
  };
  if (Tooltip) {
    return (
      <Tooltip
        title={title}
        describeChild={describeChild}
        placement={placement}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {/* eslint-disable-next-line react-hooks/refs -- cloneElement calls nothing it is given */}
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }

  // Drawn anew only while the control is not in use: a press (a click, Enter) since the
  // tooltip was asked for may have opened something anchored to it (a menu), so the next
  // hover or focus brings the tooltip instead.
  const wake = () => {
    const pressesBefore = presses.current;
    void loadTooltip().then((loadedTooltip) => {
      if (presses.current !== pressesBefore) return;
      const focused = control.current !== null && control.current === document.activeElement;
      refocus.current = focused;
      // At once, so that the next event (a press) reaches the new control, never the old one.
      flushSync(() => {
        setOpen(over.current || (focused && isFocusVisible(control.current!)));
        setTooltip(() => loadedTooltip);
      });
    });
  };
  const { props } = children;
  // eslint-disable-next-line react-hooks/refs -- cloneElement calls nothing it is given
  return cloneElement(children, {
    ref,
    ...(describeChild ? { title } : { 'aria-label': props['aria-label'] ?? title }),
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      // A touch shows a tooltip only when held; the tap's click must reach this control.
      if (event.pointerType === 'touch') return;
      over.current = true;
      wake();
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      over.current = false;
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event);
      presses.current += 1;
    },
    onKeyDown: (event) => {
      props.onKeyDown?.(event);
      presses.current += 1;
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      if (isFocusVisible(event.currentTarget)) wake();
    },
  });
}
