/** /cadastro: routed and guarded; its screen is built by the issue that owns it. */
export function SignUpPage() {
  return (
    <main className="page">
      <h1>Criar conta</h1>
    </main>
  );
}
