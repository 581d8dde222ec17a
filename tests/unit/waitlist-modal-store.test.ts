import { beforeEach, describe, expect, it } from "vitest";
import { useSignupModalStore } from "@/lib/stores/signup-modal-store";

describe("signup modal store", () => {
  beforeEach(() => useSignupModalStore.getState().closeModal());

  it("starts closed with no e-mail and the direct source", () => {
    expect(useSignupModalStore.getState()).toMatchObject({ isOpen: false, initialEmail: "", source: "direct" });
  });

  it("opens with a source and an optional e-mail", () => {
    useSignupModalStore.getState().openModal({ source: "hero", email: "a@b.co" });
    expect(useSignupModalStore.getState()).toMatchObject({ isOpen: true, initialEmail: "a@b.co", source: "hero" });
    useSignupModalStore.getState().closeModal();
    useSignupModalStore.getState().openModal();
    expect(useSignupModalStore.getState()).toMatchObject({ isOpen: true, initialEmail: "", source: "direct" });
  });

  it("closing clears the e-mail and the source", () => {
    useSignupModalStore.getState().openModal({ source: "reseller", email: "x@y.zz" });
    useSignupModalStore.getState().closeModal();
    expect(useSignupModalStore.getState()).toMatchObject({ isOpen: false, initialEmail: "", source: "direct" });
  });
});
