/** /verificar-email: routed and guarded; its screen is built by the issue that owns it. */
export function VerifyEmailPage() {
  return (
    <main className="page">
      <h1>Confirme seu e-mail!</h1>
    </main>
  );
}
