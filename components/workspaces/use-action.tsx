"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/actions";

/** Runs a server action, keeps its message, and refreshes the page's server data on success. */
export function useServerAction<T>(action: (input: unknown) => Promise<ActionResult<T>>) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function run(input: unknown, success: string | ((data: T) => string), after?: (data: T) => void) {
    setError(null);
    setDone(null);
    startTransition(async () => {
      try {
        const result = await action(input);
        if (!result.ok) {
          setError(result.error);
          return;
        }
        setDone(typeof success === "function" ? success(result.data) : success);
        if (after) after(result.data);
        else router.refresh();
      } catch {
        setError("Unable to reach the server. Please try again.");
      }
    });
  }
  return { run, pending, error, done };
}

export function ActionMessage({ error, done }: { error: string | null; done: string | null }) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {error}
      </p>
    );
  }
  return done ? (
    <p role="status" className="text-sm text-green-800 dark:text-green-300">
      {done}
    </p>
  ) : null;
}
