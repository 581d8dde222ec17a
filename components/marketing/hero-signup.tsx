"use client";

import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { preloadSignupModal } from "@/components/marketing/signup-modal-host";
import { buttonClass } from "@/components/marketing/button-classes";
import { useSignupModalStore } from "@/lib/stores/signup-modal-store";

/** Hero call to action: an optional work e-mail, then Get Started opens the signup modal with it. */
export function HeroSignup() {
  const openModal = useSignupModalStore((s) => s.openModal);
  const [email, setEmail] = useState("");
  return (
    <form
      noValidate
      className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
      data-testid="hero-signup"
      onSubmit={(event) => {
        event.preventDefault();
        openModal({ source: "hero", email: email.trim() });
      }}
    >
      <label htmlFor="hero-email" className="sr-only">
        Work email
      </label>
      <input
        id="hero-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Work email (optional)"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onFocus={preloadSignupModal}
        data-testid="hero-email"
        className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:flex-1"
      />
      <button
        type="submit"
        className={buttonClass({ size: "lg" })}
        aria-haspopup="dialog"
        data-testid="hero-get-started"
        onPointerEnter={preloadSignupModal}
      >
        Get Started
        <ArrowRight aria-hidden="true" />
      </button>
    </form>
  );
}
