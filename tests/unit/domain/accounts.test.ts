import { describe, expect, it } from 'vitest';
import { validateLogin, validateResetEmail, validateRestaurantLogin, validateSignUp, type SignUpForm } from '@/domain/accounts/auth.form';
import { userRecordChanges } from '@/domain/accounts/profile-sync';
import { authErrorMessage } from '@/domain/accounts/auth-errors';
import { isValidPhone } from '@/domain/shared/validation';

const valid: SignUpForm = {
  nome: 'Ana Souza',
  telefone: '(11) 98765-4321',
  email: 'ana@sabor.dev',
  senha: 'segredo',
  confirmarSenha: 'segredo',
};

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });
  it('requires all five fields', () => {
    const errors = validateSignUp({ nome: ' ', telefone: '', email: '', senha: '', confirmarSenha: '' });
    expect(Object.keys(errors).sort()).toEqual(['confirmarSenha', 'email', 'nome', 'senha', 'telefone']);
  });
  it('uses the spec texts for e-mail format, password length and mismatch', () => {
    expect(validateSignUp({ ...valid, email: 'ana@' }).email).toBe('Por favor, insira um formato de e-mail válido.');
    expect(validateSignUp({ ...valid, senha: '12345', confirmarSenha: '12345' }).senha).toBe('A senha deve ter pelo menos 6 caracteres.');
    expect(validateSignUp({ ...valid, confirmarSenha: 'outra1' }).confirmarSenha).toBe('As senhas não coincidem.');
    expect(validateSignUp({ ...valid, telefone: '9876' }).telefone).toBe('Formato de telefone inválido. Ex: (XX) XXXXX-XXXX');
  });
});

describe('login validations', () => {
  it('requires e-mail and password on /login', () => {
    expect(validateLogin({ email: '', senha: '' })).toEqual({ email: 'Informe seu e-mail.', senha: 'Informe sua senha.' });
    expect(validateLogin({ email: 'a@b.co', senha: 'x' })).toEqual({});
  });
  it('uses the restaurant login texts', () => {
    expect(validateRestaurantLogin({ email: '', senha: '' })).toEqual({ email: 'O email é obrigatório.', senha: 'A senha é obrigatória.' });
    expect(validateRestaurantLogin({ email: 'x@y', senha: '123' })).toEqual({
      email: 'Formato de email inválido.',
      senha: 'A senha deve ter pelo menos 6 caracteres.',
    });
  });
  it('asks for a valid e-mail before a password reset', () => {
    expect(validateResetEmail('')).toBe('Digite um e-mail válido.');
    expect(validateResetEmail('ana@sabor.dev')).toBeNull();
  });
});

describe('isValidPhone', () => {
  it.each(['(11) 98765-4321', '11987654321', '(21)3256-7788', '21 3256-7788'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['98765-4321', '(1) 98765-4321', '(11) 987-4321', 'abc'])('rejects %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

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

describe('userRecordChanges (user record on sign-in)', () => {
  it('marks a verified e-mail once', () => {
    expect(userRecordChanges({ tipo: 'cliente', emailVerificado: false, nome: 'Ana' }, { displayName: 'Ana', emailVerified: true })).toEqual({
      emailVerificado: true,
    });
    expect(userRecordChanges({ tipo: 'cliente', emailVerificado: true, nome: 'Ana' }, { displayName: 'Ana', emailVerified: true })).toEqual({});
  });
  it('turns a missing or legacy client type into cliente', () => {
    expect(userRecordChanges({ nome: 'Ana', emailVerificado: true }, { displayName: 'Ana', emailVerified: true })).toEqual({ tipo: 'cliente' });
    expect(userRecordChanges({ tipo: 'client', nome: 'Ana', emailVerificado: true }, { displayName: 'Ana', emailVerified: true })).toEqual({
      tipo: 'cliente',
    });
  });
  it('never changes an existing type', () => {
    for (const tipo of ['restaurante', 'motoboy', 'admin', 'cliente', 'gerente']) {
      expect(userRecordChanges({ tipo, nome: 'X', emailVerificado: true }, { displayName: 'X', emailVerified: true })).toEqual({});
    }
  });
  it('saves a changed display name', () => {
    expect(userRecordChanges({ tipo: 'cliente', nome: 'Ana', emailVerificado: true }, { displayName: 'Ana Paula', emailVerified: true })).toEqual({
      nome: 'Ana Paula',
    });
    expect(userRecordChanges({ tipo: 'cliente', nome: 'Ana', emailVerificado: true }, { displayName: null, emailVerified: true })).toEqual({});
  });
});
