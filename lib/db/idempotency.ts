import "server-only";

/**
 * Creates made once per form: the form sends a key it generated once (a UUID), the table
 * keeps it under a unique (company, key) index, and a repeated or doubled submit with the
 * same key is answered with the record the first one made instead of a second record.
 * Of parallel submits, one insert wins the unique index; the others fail, read the
 * winner's record and answer it.
 */
export async function createOnce<T>(
  key: string | undefined,
  find: (key: string) => Promise<T | null>,
  create: () => Promise<T>,
): Promise<T> {
  if (!key) return create();
  const again = await find(key);
  if (again) return again;
  try {
    return await create();
  } catch (error) {
    // a parallel submit with the same key won the race: answer its record
    const raced = await find(key).catch(() => null);
    if (raced) return raced;
    throw error;
  }
}
