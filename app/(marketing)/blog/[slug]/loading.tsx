export default function PostLoading() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <p role="status" className="py-12 text-center text-muted-foreground">
        Loading...
      </p>
    </div>
  );
}
