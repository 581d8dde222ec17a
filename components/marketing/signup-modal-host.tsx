"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useSignupModalStore } from "@/lib/stores/signup-modal-store";

const loadSignupModal = () => import("@/components/marketing/signup-modal");

/** Starts fetching the modal's code (e.g. when a visitor points at an opener). */
export function preloadSignupModal(): void {
  void loadSignupModal();
}

const SignupModal = dynamic(() => loadSignupModal().then((m) => m.SignupModal), { ssr: false });

/**
 * Mounts the waitlist modal for the marketing layout. Its code (dialog, form) loads
 * on first open, so it is not part of any page's first-load JavaScript.
 */
export function SignupModalHost() {
  const isOpen = useSignupModalStore((state) => state.isOpen);
  const [everOpened, setEverOpened] = useState(false);
  if (isOpen && !everOpened) setEverOpened(true);
  return everOpened ? <SignupModal /> : null;
}
