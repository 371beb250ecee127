import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '@/domain/accounts/auth-errors';

describe('authErrorMessage', () => {
  it('maps the login errors', () => {
    expect(authErrorMessage('login', 'auth/invalid-credential')).toBe('E-mail ou senha incorretos.');
    expect(authErrorMessage('login', 'auth/wrong-password')).toBe('E-mail ou senha incorretos.');
    expect(authErrorMessage('login', 'auth/internal-error')).toBe('Erro ao fazer login. Tente novamente.');
  });
  it('maps the restaurant login errors', () => {
    expect(authErrorMessage('restaurantLogin', 'auth/invalid-email')).toBe('Email inválido ou mal formatado.');
    expect(authErrorMessage('restaurantLogin', 'auth/user-disabled')).toBe('Esta conta foi desativada.');
    expect(authErrorMessage('restaurantLogin', 'auth/user-not-found')).toBe('Email ou senha incorretos.');
    expect(authErrorMessage('restaurantLogin', 'auth/too-many-requests')).toBe('Muitas tentativas de login. Tente novamente mais tarde.');
    expect(authErrorMessage('restaurantLogin', undefined)).toBe('Erro ao fazer login. Por favor, tente novamente.');
  });
  it('maps the sign-up errors, falling back to the raw message', () => {
    expect(authErrorMessage('signUp', 'auth/email-already-in-use')).toBe('Este e-mail já está em uso por outra conta.');
    expect(authErrorMessage('signUp', 'auth/invalid-email')).toBe('O formato do e-mail é inválido.');
    expect(authErrorMessage('signUp', 'auth/weak-password')).toBe('A senha deve ter pelo menos 6 caracteres.');
    expect(authErrorMessage('signUp', 'auth/operation-not-allowed')).toMatch(/^Operação não permitida/);
    expect(authErrorMessage('signUp', 'auth/network-request-failed')).toBe('Problema de conexão. Verifique sua internet.');
    expect(authErrorMessage('signUp', undefined, 'Falhou')).toBe('Falhou');
    expect(authErrorMessage('signUp', undefined)).toBe('Erro desconhecido ao cadastrar. Tente novamente.');
  });
  it('maps the password reset errors', () => {
    expect(authErrorMessage('passwordReset', 'auth/user-not-found')).toBe('E-mail não encontrado.');
    expect(authErrorMessage('passwordReset', 'auth/internal-error')).toBe('Erro ao enviar e-mail. Verifique o e-mail digitado.');
  });
});
