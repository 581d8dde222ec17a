import { create } from "zustand";
// Type only: the store must not pull the zod schemas into every page's JavaScript.
import type { WaitlistSource } from "@/lib/validation/waitlist";

const DEFAULT_WAITLIST_SOURCE: WaitlistSource = "direct";

export type SignupModalState = {
  isOpen: boolean;
  /** E-mail to prefill, empty when none. */
  initialEmail: string;
  /** Which opener showed the modal (`direct` by default). */
  source: WaitlistSource;
  openModal: (options?: { source?: WaitlistSource; email?: string }) => void;
  /** Closes the modal and clears the e-mail and the source. */
  closeModal: () => void;
};

/** The waitlist signup modal: open with a source tag and an optional e-mail; closed clears both. */
export const useSignupModalStore = create<SignupModalState>()((set) => ({
  isOpen: false,
  initialEmail: "",
  source: DEFAULT_WAITLIST_SOURCE,
  openModal: ({ source = DEFAULT_WAITLIST_SOURCE, email = "" } = {}) =>
    set({ isOpen: true, source, initialEmail: email }),
  closeModal: () => set({ isOpen: false, initialEmail: "", source: DEFAULT_WAITLIST_SOURCE }),
}));
