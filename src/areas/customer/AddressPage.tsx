/** /endereco: routed and guarded; its screen is built by the issue that owns it. */
export function AddressPage() {
  return (
    <main className="page">
      <h1>Endereço de entrega</h1>
    </main>
  );
}
