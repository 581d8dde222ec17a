export const metadata = { title: "Bare Next.js page", description: "The benchmarks' reference page." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "0 auto", maxWidth: "48rem", padding: "1rem" }}>
        {children}
      </body>
    </html>
  );
}
