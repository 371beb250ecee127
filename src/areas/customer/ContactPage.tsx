/** /dados-cliente: routed and guarded; its screen is built by the issue that owns it. */
export function ContactPage() {
  return (
    <main className="page">
      <h1>Seus dados</h1>
    </main>
  );
}
