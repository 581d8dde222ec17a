/** The status and message a promise is rejected with (an `AppError`'s); fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error("expected a rejection");
}
