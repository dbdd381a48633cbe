import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS, type ToastVariant, useToast } from './use-toast';

/** Swipe right past 50 px to dismiss. */
const SWIPE_THRESHOLD_PX = 50;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-border bg-surface text-ink',
  destructive: 'border-red-800 bg-red-700 text-white',
};

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        VARIANT_CLASSES[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn('absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100', className)}
      {...props}
    >
      <X aria-hidden className="size-4" />
    </ToastPrimitive.Close>
  );
}

/**
 * Renders the toast store. One at a time, 5 s each, swipe right to dismiss;
 * the viewport keeps Radix's F8 hotkey to move focus to the notifications.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastPrimitive.Provider>
  );
}
