import { Tooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

/** Part C §9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</Tooltip.Provider>;
}

/**
 * A hover and focus label for an icon-only control. The control keeps its own
 * aria-label; the tooltip only shows that name to sighted mouse users.
 */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
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
