"use server";

import { runAction, type ActionResult } from "@/lib/actions";
import { requireAgent } from "@/lib/auth";
import { uploadStatement, type UploadResult } from "@/lib/db/queries/statements";
import { AppError } from "@/lib/errors";
import { statementUploadSchema } from "@/lib/validation/statements";

/**
 * Uploads a payout statement (multipart form: file, source, month, optional column
 * mapping): answers the file's columns when the source has no mapping yet, else
 * the reconciliation. A bad file, a wrong mapping or a statement uploaded before
 * change nothing and say why.
 */
export async function uploadStatementAction(form: FormData): Promise<ActionResult<UploadResult>> {
  const fields =
    form instanceof FormData ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) : {};
  const result = await runAction(statementUploadSchema, fields, async (input) => {
    const agent = await requireAgent();
    const file = form instanceof FormData ? form.get("file") : null;
    if (!file || typeof file === "string") throw new AppError(400, "Choose the statement file (.csv or .xlsx).");
    const bytes = new Uint8Array(await file.arrayBuffer());
    return uploadStatement(agent, {
      source: input.sourceId ? { id: input.sourceId } : { name: input.sourceName!, carrier: input.carrier || null },
      period: input.period,
      filename: file.name || "statement",
      bytes,
      columnMap: input.columnMap,
    });
  });
  if (!result.ok && result.status >= 500)
    return { ...result, error: "The statement could not be processed. Nothing was saved." };
  return result;
}
