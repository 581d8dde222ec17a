import "server-only";
import QRCode from "qrcode";
import { siteConfig } from "@/config/site";
import {
  acceptTimeStep,
  confirmTwoFactor,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  getTwoFactorRecord,
  saveTwoFactorEnrolment,
  spendRecoveryCode,
} from "@/lib/db/queries/two-factor";
import { AppError } from "@/lib/errors";
import { consume } from "@/lib/rate-limit";
import { secretKey } from "./token";
import type { TwoFactorEnrolment, TwoFactorStatus } from "./types";
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normaliseTotpCode,
  secretsKey,
  totpUri,
  verifyTotp,
} from "./totp";

export const WRONG_CODE_MESSAGE =
  "That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.";
export const WRONG_SETUP_CODE_MESSAGE =
  "That code is not right. Enter the current 6-digit code your authenticator app shows for TelcoPilot.";
export const TOO_MANY_CODES_MESSAGE = "Too many codes tried. Please wait 15 minutes and try again.";
/** Codes tried per agent (sign-in, setup and switching off together) in a quarter of an hour. */
export const CODE_ATTEMPTS = 10;
export const CODE_WINDOW_MS = 15 * 60_000;

let cachedKey: Buffer | undefined;
const key = () => (cachedKey ??= secretsKey(secretKey()));

/** Counts one code attempt for the agent; refuses past the limit. */
export async function assertCodeAttemptAllowed(userId: string): Promise<void> {
  if (!(await consume("two-factor-code", userId, CODE_ATTEMPTS, CODE_WINDOW_MS))) {
    throw new AppError(429, TOO_MANY_CODES_MESSAGE);
  }
}

/**
 * Starts setting up an authenticator app: a new secret, kept encrypted and unconfirmed.
 * The secret goes back to the agent this once (as a QR code and as text); it is never
 * sent again.
 */
export async function startTwoFactorEnrolment(user: { id: string; email: string }): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  if (!(await saveTwoFactorEnrolment(user.id, encryptSecret(secret, key())))) {
    throw new AppError(409, "Two-factor sign-in is already on.");
  }
  const uri = totpUri(secret, siteConfig.name, user.email);
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** Confirms the setup with a first code from the app; answers the recovery codes, shown once. */
export async function confirmTwoFactorEnrolment(userId: string, code: string): Promise<string[]> {
  await assertCodeAttemptAllowed(userId);
  const record = await getTwoFactorRecord(userId);
  if (!record || record.confirmed) {
    throw new AppError(409, "Start setting up two-factor sign-in again: there is no setup waiting for a code.");
  }
  const secret = decryptSecret(record.secretEncrypted, key());
  const step = secret ? await verifyTotp(secret, code) : null;
  if (step === null) throw new AppError(400, WRONG_SETUP_CODE_MESSAGE);
  const codes = newRecoveryCodes();
  const hashes = codes.map((c) => hashRecoveryCode(c)!);
  if (!(await confirmTwoFactor(userId, step, hashes))) {
    throw new AppError(409, "Start setting up two-factor sign-in again: there is no setup waiting for a code.");
  }
  return codes;
}

/**
 * Whether `code` is a second factor of the agent: a TOTP code of a step not used before,
 * or an unused recovery code (then used up). Counts the attempt first.
 */
export async function checkSecondFactor(userId: string, code: string): Promise<boolean> {
  await assertCodeAttemptAllowed(userId);
  const record = await getTwoFactorRecord(userId);
  if (!record?.confirmed) return false;
  if (normaliseTotpCode(code)) {
    // A secret sealed under an earlier session secret no longer opens: recovery codes still work.
    const secret = decryptSecret(record.secretEncrypted, key());
    const step = secret ? await verifyTotp(secret, code, { afterTimeStep: record.lastTimeStep }) : null;
    return step !== null && (await acceptTimeStep(userId, step));
  }
  const hash = hashRecoveryCode(code);
  return hash !== null && (await spendRecoveryCode(userId, hash));
}

/** Switches two-factor sign-in off after a current code or a recovery code. */
export async function disableTwoFactor(userId: string, code: string): Promise<void> {
  const record = await getTwoFactorRecord(userId);
  if (!record?.confirmed) throw new AppError(409, "Two-factor sign-in is already off.");
  if (!(await checkSecondFactor(userId, code))) throw new AppError(400, WRONG_CODE_MESSAGE);
  await deleteTwoFactor(userId);
}

/** What My Account shows of the agent's second factor (never the secret). */
export async function getTwoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const record = await getTwoFactorRecord(userId);
  if (!record?.confirmed) return { enabled: false, recoveryCodesLeft: 0 };
  return { enabled: true, recoveryCodesLeft: await countUnusedRecoveryCodes(userId) };
}
