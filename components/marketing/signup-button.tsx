"use client";

import { buttonClass, type ButtonSize, type ButtonVariant } from "@/components/marketing/button-classes";
import { preloadSignupModal } from "@/components/marketing/signup-modal-host";
import { useSignupModalStore } from "@/lib/stores/signup-modal-store";
import type { WaitlistSource } from "@/lib/validation/waitlist";

type SignupButtonProps = Omit<React.ComponentProps<"button">, "onClick"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  source: WaitlistSource;
  /** E-mail to prefill in the form. */
  email?: string;
  onOpen?: () => void;
};

/** Opens the waitlist modal, tagged with where it was opened from. */
export function SignupButton({
  source,
  email,
  onOpen,
  onPointerEnter,
  onFocus,
  variant,
  size,
  className,
  ...props
}: SignupButtonProps) {
  const openModal = useSignupModalStore((state) => state.openModal);
  return (
    <button
      type="button"
      className={buttonClass({ variant, size, className })}
      aria-haspopup="dialog"
      data-source={source}
      onPointerEnter={(event) => {
        preloadSignupModal();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadSignupModal();
        onFocus?.(event);
      }}
      onClick={() => {
        onOpen?.();
        openModal({ source, email });
      }}
      {...props}
    />
  );
}
