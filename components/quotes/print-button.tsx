"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

export function PrintButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} data-testid="print-quote">
      <Printer aria-hidden="true" />
      Print proposal
    </Button>
  );
}
