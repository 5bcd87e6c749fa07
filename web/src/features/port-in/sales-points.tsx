/** Spec 2, /lnp: the sidebar of sales points, shown only for brand 1 (number parking and trading). */
export function SalesPoints() {
  return (
    <aside className="lnp-sales" aria-labelledby="lnp-sales-title">
      <h2 id="lnp-sales-title">Why bring your number to us</h2>
      <ul>
        <li>
          <strong>Keep your number for good.</strong> Park it from $2 a month and never lose it again.
        </li>
        <li>
          <strong>Forward calls and texts</strong> to any phone while your number is parked.
        </li>
        <li>
          <strong>Sell it when you are ready.</strong> List your number on our marketplace.
        </li>
        <li>
          <strong>Fast and simple.</strong> A port-in takes 3 to 10 days; we handle the carrier for you.
        </li>
      </ul>
    </aside>
  );
}
