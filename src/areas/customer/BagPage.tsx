/** /sacola: routed and guarded; its screen is built by the issue that owns it. */
export function BagPage() {
  return (
    <main className="page">
      <h1>Sacola</h1>
    </main>
  );
}
