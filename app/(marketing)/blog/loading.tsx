export default function BlogLoading() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <p role="status" className="py-12 text-center text-muted-foreground">
        Loading posts...
      </p>
    </div>
  );
}
