/**
 * Firebase Auth error codes to the Portuguese texts of SPEC.md section 8, one table per screen
 * because each screen words the same failure differently.
 */
export type AuthScreen = 'login' | 'restaurantLogin' | 'signUp' | 'passwordReset';

const WRONG_CREDENTIALS = ['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials'];

export function authErrorMessage(screen: AuthScreen, code: string | undefined, rawMessage?: string): string {
  switch (screen) {
    case 'login':
      if (code && WRONG_CREDENTIALS.includes(code)) return 'E-mail ou senha incorretos.';
      if (code === 'auth/network-request-failed') return 'Problema de conexão. Verifique sua internet.';
      return 'Erro ao fazer login. Tente novamente.';
    case 'restaurantLogin':
      if (code === 'auth/invalid-email') return 'Email inválido ou mal formatado.';
      if (code === 'auth/user-disabled') return 'Esta conta foi desativada.';
      if (code && WRONG_CREDENTIALS.includes(code)) return 'Email ou senha incorretos.';
      if (code === 'auth/too-many-requests') return 'Muitas tentativas de login. Tente novamente mais tarde.';
      return 'Erro ao fazer login. Por favor, tente novamente.';
    case 'signUp':
      if (code === 'auth/email-already-in-use') return 'Este e-mail já está em uso por outra conta.';
      if (code === 'auth/invalid-email') return 'O formato do e-mail é inválido.';
      if (code === 'auth/weak-password') return 'A senha deve ter pelo menos 6 caracteres.';
      if (code === 'auth/operation-not-allowed') return 'Operação não permitida. O cadastro por e-mail e senha está desativado.';
      if (code === 'auth/network-request-failed') return 'Problema de conexão. Verifique sua internet.';
      return rawMessage || 'Erro desconhecido ao cadastrar. Tente novamente.';
    case 'passwordReset':
      if (code === 'auth/user-not-found') return 'E-mail não encontrado.';
      return 'Erro ao enviar e-mail. Verifique o e-mail digitado.';
  }
}
