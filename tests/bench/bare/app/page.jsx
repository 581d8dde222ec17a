/**
 * About 45 KB of plain markup (the weight of the product's /blog): headings,
 * paragraphs and lists, rendered once at build time.
 */
const SECTIONS = 25;

const paragraph =
  "Resellers quote business wireless plans for their customers, compare carriers and devices, and follow every deal from the first call to the renewal. ";

export default function BarePage() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>A prerendered page of plain markup, served from the cache of a bare Next.js app.</p>
      {Array.from({ length: SECTIONS }, (_, i) => (
        <section key={i}>
          <h2>Section {i + 1}</h2>
          <p>{paragraph.repeat(4)}</p>
          <ul>
            <li>Carrier plans, devices and promotions</li>
            <li>Quotes, deals and renewals</li>
          </ul>
        </section>
      ))}
    </main>
  );
}
