import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { sendPasswordReset, signUpCustomer, updateOwnName } from '@/services/accounts';
import { reloadCurrentUser, signOut } from '@/services/session';
import { syncOwnUserRecord, updateUser } from '@/services/users';
import { AUTH_HOST, PROJECT_ID } from './support';
import { startEachTestClean } from './clean-suite';

let env: RulesTestEnvironment;

async function storedUser(uid: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), 'usuarios', uid))).data();
  });
  return data;
}

/** The Auth emulator's out-of-band codes (verification and reset e-mails it "sent"). */
async function oobCodes(email: string): Promise<Array<{ requestType: string; oobLink: string }>> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as { oobCodes: Array<{ email: string; requestType: string; oobLink: string }> };
  return codes.filter((code) => code.email === email);
}

startEachTestClean((created) => (env = created));

const form = { nome: 'Bia Lima', telefone: '(21) 99876-5432', email: 'bia@sabor.dev', senha: 'segredo1', confirmarSenha: 'segredo1' };

describe('accounts services against the emulators', () => {
  it('signs a customer up: Auth user, cliente record and a verification e-mail', async () => {
    await signUpCustomer(form);
    const user = await reloadCurrentUser();
    expect(user).toMatchObject({ email: 'bia@sabor.dev', displayName: 'Bia Lima', emailVerified: false });
    const stored = await storedUser(user!.uid);
    expect(stored).toMatchObject({ uid: user!.uid, email: 'bia@sabor.dev', nome: 'Bia Lima', telefone: '(21) 99876-5432', tipo: 'cliente', emailVerificado: false });
    expect(stored?.criadoEm).toBeTruthy();
    expect((await oobCodes('bia@sabor.dev')).map((code) => code.requestType)).toContain('VERIFY_EMAIL');
  });

  it("sends a verification link that continues to the page sign-up was heading to", async () => {
    await signUpCustomer(form, 'http://127.0.0.1:4183/sacola');
    const code = (await oobCodes('bia@sabor.dev')).filter((item) => item.requestType === 'VERIFY_EMAIL').at(-1);
    expect(new URL(code!.oobLink).searchParams.get('continueUrl')).toBe('http://127.0.0.1:4183/sacola');
  });

  it('keeps the supplied name and phone when the session sync races sign-up', async () => {
    await signUpCustomer(form);
    const user = (await reloadCurrentUser())!;
    // The session's own sync runs with no supplied data; it must not wipe what sign-up wrote.
    await syncOwnUserRecord({ ...user, displayName: null });
    // Fired together, as Auth reports the new user while sign-up writes: both land, in turn.
    await Promise.all([syncOwnUserRecord({ ...user, displayName: null }), syncOwnUserRecord(user, { telefone: '(21) 91111-2222' })]);
    await syncOwnUserRecord(user, { telefone: '(21) 99876-5432' });
    expect(await storedUser(user.uid)).toMatchObject({ nome: 'Bia Lima', telefone: '(21) 99876-5432' });
  });

  it('marks the record verified after the link in the e-mail is followed', async () => {
    await signUpCustomer(form);
    const [code] = await oobCodes('bia@sabor.dev');
    const link = code!.oobLink.replace(/^https?:\/\/[^/]+/, `http://${AUTH_HOST}`);
    expect((await fetch(link)).ok).toBe(true);
    const user = (await reloadCurrentUser())!;
    expect(user.emailVerified).toBe(true);
    expect(await syncOwnUserRecord(user)).toEqual({ emailVerificado: true });
    expect(await storedUser(user.uid)).toMatchObject({ emailVerificado: true, tipo: 'cliente' });
  });

  it('renames the user in Auth and in the record', async () => {
    await signUpCustomer(form);
    await updateOwnName('  Beatriz Lima ');
    const user = (await reloadCurrentUser())!;
    expect(user.displayName).toBe('Beatriz Lima');
    expect(await storedUser(user.uid)).toMatchObject({ nome: 'Beatriz Lima' });
  });

  it('refuses an update without uid or without data', async () => {
    await expect(updateUser('', { nome: 'X' })).rejects.toThrow();
    await expect(updateUser('abc', {})).rejects.toThrow();
  });

  it('sends a password reset e-mail, and reports an unknown address', async () => {
    await signUpCustomer(form);
    await signOut();
    await sendPasswordReset('bia@sabor.dev');
    expect((await oobCodes('bia@sabor.dev')).map((code) => code.requestType)).toContain('PASSWORD_RESET');
    await expect(sendPasswordReset('ninguem@sabor.dev')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
