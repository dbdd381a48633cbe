import { Tooltip } from 'radix-ui';
import { type Ref, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import {
  TOOLTIP_DELAY_MS,
  type TooltipTarget,
  type TriggerProps,
  tooltipTargets,
} from './icon-tooltip';

interface BridgeProps extends TriggerProps {
  target: TooltipTarget;
  element: HTMLElement | null;
  onReplayed: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * Stands where Radix's Tooltip.Trigger expects its element: it hands the
 * trigger's attributes and handlers to the icon control, which was rendered
 * (and maybe hovered or focused) before this chunk arrived, and the control
 * to Radix's ref, so Radix positions the tooltip against it.
 */
function TriggerBridge({ target, element, onReplayed, ref, ...props }: BridgeProps) {
  useLayoutEffect(() => {
    target.bind(props);
  });

  useLayoutEffect(() => {
    if (typeof ref === 'function') {
      const cleanup = ref(element);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    if (ref) {
      ref.current = element;
      return () => {
        ref.current = null;
      };
    }
  }, [ref, element]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: replays once, with the first render's handlers
  useLayoutEffect(() => {
    const { pendingHover, pendingFocus } = target;
    target.pendingHover = null;
    target.pendingFocus = null;
    if (pendingFocus && document.activeElement === target.element) props.onFocus?.(pendingFocus);
    else if (pendingHover) props.onPointerMove?.(pendingHover.event);
    onReplayed();
  }, []);

  return null;
}

function TargetTooltip({
  target,
  label,
  element,
}: {
  target: TooltipTarget;
  label: string;
  element: HTMLElement | null;
}) {
  // The first tooltip counts its delay from the hover that fetched this chunk.
  const [firstDelay, setFirstDelay] = useState(() =>
    target.pendingHover
      ? Math.max(0, TOOLTIP_DELAY_MS - (performance.now() - target.pendingHover.at))
      : undefined,
  );
  return (
    <Tooltip.Root delayDuration={firstDelay}>
      <Tooltip.Trigger asChild>
        <TriggerBridge
          target={target}
          element={element}
          onReplayed={() => setFirstDelay(undefined)}
        />
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="bottom"
          sideOffset={6}
          className="tooltip z-50 rounded bg-ink px-2 py-1 text-xs font-medium text-page shadow"
        >
          {label}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Every icon control's Radix tooltip, under one provider as before (shared skip delay). */
export function TooltipLayer() {
  const targets = useSyncExternalStore(
    tooltipTargets.subscribe,
    tooltipTargets.snapshot,
    tooltipTargets.snapshot,
  );
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      {targets.map(([id, target]) => (
        <TargetTooltip key={id} target={target} label={target.label} element={target.element} />
      ))}
    </Tooltip.Provider>
  );
}
