import { useState } from "react";
import toast from "react-hot-toast";
import { notify } from "@/lib/stores/notification-store";

/**
 * Runs one export at a time for a button: `busy` and `progress` (0..1) while it runs,
 * an 'Export ready' notification with what the task reports once the file is
 * downloaded, and a toast when it fails.
 */
export function useExport() {
  const [progress, setProgress] = useState<number | null>(null);

  /** `task` downloads the file and returns the notification's text, e.g. "deals.xlsx (12 deals) was downloaded." */
  async function run(task: (onProgress: (fraction: number) => void) => Promise<string>) {
    setProgress(0);
    try {
      notify("success", "Export ready", await task(setProgress));
    } catch (error) {
      console.error(error);
      toast.error("The export failed. Please try again.");
    } finally {
      setProgress(null);
    }
  }

  return { busy: progress !== null, progress: progress ?? 0, run };
}
