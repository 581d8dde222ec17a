"use client";

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
 * the action looks destructive unless `variant` says otherwise.
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
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
