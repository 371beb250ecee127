import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { PAYMENT_ACCOUNT_MESSAGES } from '@/domain/payments/payment-account';
import { CallableRefusal } from '@/domain/shared/callable-refusal';
import { signInWithEmail } from '@/services/accounts';
import { connectPaymentAccount, disconnectPaymentAccount, finishPaymentAccount } from '@/services/payment-accounts';
import { mercadoPagoProvider, mercadoPagoSettings } from '../../functions/src/payments/mercado-pago';
import { refreshPaymentAccounts } from '../../functions/src/payments/payment-accounts';
import { startEachTestClean } from './clean-suite';
import { createAuthUser, PROJECT_ID, withRulesOff } from './support';

/**
 * A store connects its own Mercado Pago account (issue #52), through the Functions and the local
 * stand-in's consent page: only its dono, once per consent, and no client ever reads its tokens.
 */

let env: RulesTestEnvironment;
startEachTestClean((created) => (env = created));
const asOwner = <T>(work: (db: Firestore) => Promise<T>): Promise<T> => withRulesOff(env, work);

async function storeWithTeam(): Promise<void> {
  for (const [uid, papel] of [
    ['mp-dona', 'dono'],
    ['mp-gerente', 'gerente'],
  ] as const) {
    await createAuthUser({ uid, email: `${uid}@sabor.dev`, password: 'segredo1' });
    await asOwner(async (db) => {
      await setDoc(doc(db, `usuarios/${uid}`), { uid, email: `${uid}@sabor.dev`, nome: uid, tipo: 'restaurante', restaurantId: 'mp-forno', emailVerificado: true });
      await setDoc(doc(db, `restaurantes/mp-forno/membros/${uid}`), { papel, nome: uid, email: `${uid}@sabor.dev` });
    });
  }
  await asOwner((db) => setDoc(doc(db, 'restaurantes/mp-forno'), { nome: 'Forno Pago', listado: true }));
}

/** The dono's consent on the stand-in's page, as the browser follows it: the code and state it sends back. */
async function consent(url: string): Promise<{ code: string; state: string }> {
  const answer = await fetch(`${url}&auto=1&seller_id=1001`, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  expect(back.pathname).toBe('/painel-restaurante/mercado-pago');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

describe("'Conectar Mercado Pago'", () => {
  it("connects the dono's account once, keeps its tokens from every client, and disconnects it", async () => {
    await storeWithTeam();
    await signInWithEmail('mp-gerente@sabor.dev', 'segredo1');
    await expect(connectPaymentAccount('mp-forno')).rejects.toEqual(new CallableRefusal('not-allowed', PAYMENT_ACCOUNT_MESSAGES.ownerOnly));

    await signInWithEmail('mp-dona@sabor.dev', 'segredo1');
    const url = await connectPaymentAccount('mp-forno');
    expect(url.startsWith(`${process.env.SABOR_MERCADO_PAGO_URL}/authorization?`)).toBe(true);
    const answer = await consent(url);
    await expect(finishPaymentAccount(answer)).resolves.toBe('mp-forno');
    // The same answer again (a reload of the return page) changes nothing.
    await expect(finishPaymentAccount(answer)).rejects.toEqual(new CallableRefusal('expired', PAYMENT_ACCOUNT_MESSAGES.expired));

    const admin = initializeApp({ projectId: PROJECT_ID }, 'payment-accounts');
    try {
      const db = adminFirestore(admin);
      expect((await db.doc('restaurantes/mp-forno').get()).get('pagamentoOnline')).toBe(true);
      expect((await db.doc('restaurantes/mp-forno/privado/pagamentos').get()).data()).toMatchObject({ estado: 'conectada', vendedorId: '1001', provedor: 'mercadopago' });
      expect((await db.doc('contasPagamento/mp-forno').get()).data()).toMatchObject({ vendedorId: '1001', accessToken: expect.any(String), refreshToken: expect.any(String), conectadaPor: 'mp-dona' });
      const audit = await db.collection('auditoria').where('acao', '==', 'conta_pagamento_conectada').get();
      expect(audit.docs.map((entry) => [entry.get('atorUid'), entry.get('alvoId')])).toEqual([['mp-dona', 'mp-forno']]);

      // The rules: the team's managers read whether it is connected; nobody reads the tokens.
      const dona = env.authenticatedContext('mp-dona', { email_verified: true }).firestore();
      await assertSucceeds(getDoc(doc(dona, 'restaurantes/mp-forno/privado/pagamentos')));
      await assertFails(getDoc(doc(dona, 'contasPagamento/mp-forno')));
      await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'restaurantes/mp-forno/privado/pagamentos')));
      await assertFails(setDoc(doc(dona, 'contasPagamento/mp-forno'), { accessToken: 'forjado' }));
      await assertFails(getDoc(doc(dona, `conexoesPagamento/${answer.state}`)));

      // Tokens close to expiring are renewed by the daily job, with the provider the functions use.
      await db.doc('contasPagamento/mp-forno').update({ expiraEm: new Date(Date.now() + 24 * 3600_000) });
      const before = (await db.doc('contasPagamento/mp-forno').get()).get('refreshToken');
      expect(await refreshPaymentAccounts(db, mercadoPagoProvider(mercadoPagoSettings()!), new Date())).toEqual({ renovadas: 1, falhas: 0 });
      expect((await db.doc('contasPagamento/mp-forno').get()).get('refreshToken')).not.toBe(before);

      await disconnectPaymentAccount('mp-forno');
      expect((await db.doc('restaurantes/mp-forno').get()).get('pagamentoOnline')).toBe(false);
      expect((await db.doc('contasPagamento/mp-forno').get()).exists).toBe(false);
      expect((await db.doc('restaurantes/mp-forno/privado/pagamentos').get()).get('estado')).toBe('desconectada');
    } finally {
      await deleteApp(admin);
    }
  });

  it('refuses an answer for a connection someone else started', async () => {
    await storeWithTeam();
    await signInWithEmail('mp-dona@sabor.dev', 'segredo1');
    const answer = await consent(await connectPaymentAccount('mp-forno'));
    await signInWithEmail('mp-gerente@sabor.dev', 'segredo1');
    await expect(finishPaymentAccount(answer)).rejects.toEqual(new CallableRefusal('expired', PAYMENT_ACCOUNT_MESSAGES.expired));
  });
});
