import { describe, expect, it } from 'vitest';
import { validateLogin, validateResetEmail, validateRestaurantLogin, validateSignUp, type SignUpForm } from '@/domain/accounts/auth.form';

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
