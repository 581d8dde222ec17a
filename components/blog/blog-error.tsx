/** The red message box the blog shows when posts cannot be loaded or a post cannot be created. */
export function BlogError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive bg-destructive/10 p-4 text-sm font-medium text-destructive"
      data-testid="blog-error"
    >
      {message}
    </div>
  );
}
