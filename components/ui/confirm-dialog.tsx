"use client";

import { useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * An action's confirmation: what will happen, Cancel, and the action (with its pending text);
 * the action looks destructive unless `variant` says otherwise. Opened without a Radix trigger (it
 * is controlled), it gives focus back itself on close to what had it when it opened (the button
 * that opened it), when that is still on the page.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  pendingAction,
  pending,
  onConfirm,
  testId,
  variant = "destructive",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  action: string;
  pendingAction: string;
  pending: boolean;
  onConfirm: () => void;
  testId: string;
  variant?: "destructive" | "default";
}) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant={variant} onClick={onConfirm} disabled={pending} data-testid={testId}>
            {pending ? pendingAction : action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
