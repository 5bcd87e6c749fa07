/** Placeholder until the catalog lands: says so plainly rather than showing made-up numbers. */
export function SearchPage() {
  return (
    <section className="page">
      <h1>Search numbers</h1>
      <p>
        Number search arrives with the catalog. Until then there are no numbers to search here; please check
        back soon.
      </p>
    </section>
  );
}
