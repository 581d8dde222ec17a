"use client";

import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";

/** A toast saying what was just done, with an Undo button (8 s); Undo dismisses it and calls `onUndo`. */
export function undoToast({
  id,
  message,
  testId,
  onUndo,
}: {
  id: string;
  message: string;
  testId: string;
  onUndo: () => void;
}) {
  toast(
    (t) => (
      <span className="flex items-center gap-3">
        <span>{message}</span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          data-testid={testId}
          onClick={() => {
            toast.dismiss(t.id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </span>
    ),
    { id, duration: 8000 },
  );
}
