"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Ends the session on the server, clears the legacy flag, then goes to /login. */
export function SignOutButton({ className }: { className?: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      const response = await fetch("/api/auth/logout", { method: "POST" });
      if (!response.ok) console.error("Sign-out failed", response.status);
    } catch (error) {
      console.error("Sign-out failed", error);
    }
    window.localStorage.removeItem("isAuthenticated");
    router.replace("/login");
    router.refresh();
  }

  return (
    <Button variant="ghost" className={className} onClick={signOut} disabled={pending} data-testid="sign-out">
      <LogOut aria-hidden className="mr-2 h-4 w-4" />
      Sign Out
    </Button>
  );
}
