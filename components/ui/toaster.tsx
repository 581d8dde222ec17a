"use client";

import dynamic from "next/dynamic";

/**
 * Global toast area (mount once in the root layout). Its code loads after the page
 * has hydrated, so no page carries it in its first-load JavaScript: a toast is only
 * ever raised by an action taken after that, and one raised earlier still shows once
 * the area mounts (react-hot-toast keeps toasts in its own store).
 */
export const Toaster = dynamic(() => import("@/components/ui/toast-area").then((m) => m.ToastArea), { ssr: false });
