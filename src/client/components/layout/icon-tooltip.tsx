import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** Tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

type Handler<E extends SyntheticEvent> = ((event: E) => void) | undefined;

/** What Radix's Tooltip.Trigger puts on its element: two attributes and six handlers. */
export interface TriggerProps {
  'data-state'?: string;
  'aria-describedby'?: string;
  onPointerMove?: Handler<PointerEvent<HTMLElement>>;
  onPointerLeave?: Handler<PointerEvent<HTMLElement>>;
  onPointerDown?: Handler<PointerEvent<HTMLElement>>;
  onFocus?: Handler<FocusEvent<HTMLElement>>;
  onBlur?: Handler<FocusEvent<HTMLElement>>;
  onClick?: Handler<MouseEvent<HTMLElement>>;
}

/** One icon control, as the tooltip layer (tooltip-layer.tsx) sees it. */
export interface TooltipTarget {
  label: string;
  element: HTMLElement | null;
  /**
   * A hover that began before the tooltip code arrived, for the layer to
   * replay; `at` is when it began, so the first delay still counts from it.
   */
  pendingHover: { event: PointerEvent<HTMLElement>; at: number } | null;
  /** Likewise, a focus (not from a pointer press) that is still on the control. */
  pendingFocus: FocusEvent<HTMLElement> | null;
  /** The trigger's props from the layer; null until it has bound this target. */
  props: TriggerProps | null;
  bind: (props: TriggerProps) => void;
}

/** The mounted targets, in mount order: a small store for useSyncExternalStore. */
function createTargetStore() {
  let snapshot: ReadonlyArray<readonly [string, TooltipTarget]> = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    add(id: string, target: TooltipTarget) {
      snapshot = [...snapshot.filter(([key]) => key !== id), [id, target]];
      emit();
    },
    remove(id: string) {
      snapshot = snapshot.filter(([key]) => key !== id);
      emit();
    },
    /** A target's label or element changed: the layer renders again. */
    touch() {
      snapshot = [...snapshot];
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => snapshot,
  };
}

export const tooltipTargets = createTargetStore();

/*
 * Radix Tooltip (with Floating UI, which positions it) is its own chunk,
 * fetched on the first hover or focus of an icon control. Until then the
 * controls render exactly what Radix's closed trigger renders, and the layer
 * binds to the same elements once it arrives, so no element is replaced.
 */
let Layer: ComponentType | null = null;
let layerLoading: Promise<void> | null = null;
const layerListeners = new Set<() => void>();

function loadLayer() {
  if (layerLoading) return;
  layerLoading = import('./tooltip-layer').then(
    (module) => {
      Layer = module.TooltipLayer;
      for (const listener of layerListeners) listener();
    },
    () => {
      // Tooltips are an aid, not content: try again on the next hover.
      layerLoading = null;
    },
  );
}

function subscribeToLayer(listener: () => void) {
  layerListeners.add(listener);
  return () => {
    layerListeners.delete(listener);
  };
}

function LayerSlot() {
  const Loaded = useSyncExternalStore(
    subscribeToLayer,
    () => Layer,
    () => null,
  );
  return Loaded ? <Loaded /> : null;
}

/** Holds the tooltip layer (and its Radix Tooltip.Provider) once it is loaded. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <LayerSlot />
    </>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function joinIds(...ids: Array<string | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

interface TriggerChildProps extends TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: Handler<PointerEvent<HTMLElement>>;
}

/**
 * A hover and focus label for an icon-only control. The control keeps its own
 * aria-label; the tooltip only shows that name to sighted mouse users.
 */
export function IconTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<TriggerChildProps>;
}) {
  const id = useId();
  const [attributes, setAttributes] = useState({
    state: 'closed',
    describedBy: undefined as string | undefined,
  });
  const targetRef = useRef<TooltipTarget>(null);
  if (!targetRef.current) {
    const target: TooltipTarget = {
      label,
      element: null,
      pendingHover: null,
      pendingFocus: null,
      props: null,
      bind(props) {
        target.props = props;
        const state = props['data-state'] ?? 'closed';
        const describedBy = props['aria-describedby'];
        setAttributes((current) =>
          current.state === state && current.describedBy === describedBy
            ? current
            : { state, describedBy },
        );
      },
    };
    targetRef.current = target;
  }
  const target = targetRef.current;
  // Like Radix, a focus that comes with a pointer press does not open the tooltip.
  const pointerDown = useRef(false);

  useLayoutEffect(() => {
    tooltipTargets.add(id, target);
    return () => tooltipTargets.remove(id);
  }, [id, target]);

  useLayoutEffect(() => {
    if (target.label === label) return;
    target.label = label;
    tooltipTargets.touch();
  }, [label, target]);

  const child = children.props;
  const childRef = child.ref;
  const setElement = useCallback(
    (element: HTMLElement | null) => {
      assignRef(childRef, element);
      if (target.element === element) return;
      target.element = element;
      if (element && target.props) tooltipTargets.touch();
    },
    [childRef, target],
  );

  return cloneElement(children, {
    ref: setElement,
    'data-state': child['data-state'] ?? attributes.state,
    'aria-describedby': joinIds(child['aria-describedby'], attributes.describedBy),
    onPointerEnter(event) {
      child.onPointerEnter?.(event);
      if (target.props || event.pointerType === 'touch') return;
      target.pendingHover = { event, at: performance.now() };
      loadLayer();
    },
    onPointerMove(event) {
      child.onPointerMove?.(event);
      target.props?.onPointerMove?.(event);
    },
    onPointerLeave(event) {
      child.onPointerLeave?.(event);
      target.props?.onPointerLeave?.(event);
      target.pendingHover = null;
    },
    onPointerDown(event) {
      child.onPointerDown?.(event);
      target.props?.onPointerDown?.(event);
      target.pendingHover = null;
      pointerDown.current = true;
      document.addEventListener(
        'pointerup',
        () => {
          pointerDown.current = false;
        },
        { once: true },
      );
    },
    onFocus(event) {
      child.onFocus?.(event);
      if (target.props) {
        target.props.onFocus?.(event);
        return;
      }
      if (!pointerDown.current) target.pendingFocus = event;
      loadLayer();
    },
    onBlur(event) {
      child.onBlur?.(event);
      target.props?.onBlur?.(event);
      target.pendingFocus = null;
    },
    onClick(event) {
      child.onClick?.(event);
      target.props?.onClick?.(event);
    },
  } satisfies TriggerChildProps);
}
