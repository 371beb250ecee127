import { PASSWORD_MIN_LENGTH, PHONE_FORMAT_MESSAGE, isValidEmail, isValidPhone, type FieldErrors, isReservedName, RESERVED_NAME_MESSAGE } from '../shared/validation';

export interface SignUpForm {
  nome: string;
  telefone: string;
  email: string;
  senha: string;
  confirmarSenha: string;
}

/** SPEC.md section 5, Sign-up: all five fields, e-mail format, password length and match. */
export function validateSignUp(form: SignUpForm): FieldErrors<keyof SignUpForm> {
  const errors: FieldErrors<keyof SignUpForm> = {};
  if (!form.nome.trim()) errors.nome = 'Informe seu nome.';
  else if (isReservedName(form.nome)) errors.nome = RESERVED_NAME_MESSAGE;
  if (!form.telefone.trim()) errors.telefone = 'Informe seu telefone.';
  else if (!isValidPhone(form.telefone)) errors.telefone = PHONE_FORMAT_MESSAGE;
  if (!form.email.trim()) errors.email = 'Informe seu e-mail.';
  else if (!isValidEmail(form.email)) errors.email = 'Por favor, insira um formato de e-mail válido.';
  if (!form.senha) errors.senha = 'Crie uma senha.';
  else if (form.senha.length < PASSWORD_MIN_LENGTH) errors.senha = 'A senha deve ter pelo menos 6 caracteres.';
  if (!form.confirmarSenha) errors.confirmarSenha = 'Confirme sua senha.';
  else if (form.senha !== form.confirmarSenha) errors.confirmarSenha = 'As senhas não coincidem.';
  return errors;
}

export interface LoginForm {
  email: string;
  senha: string;
}

/** SPEC.md section 5, Login: both fields required. */
export function validateLogin(form: LoginForm): FieldErrors<keyof LoginForm> {
  const errors: FieldErrors<keyof LoginForm> = {};
  if (!form.email.trim()) errors.email = 'Informe seu e-mail.';
  if (!form.senha) errors.senha = 'Informe sua senha.';
  return errors;
}

/** SPEC.md section 5, Restaurant login, with its own texts. */
export function validateRestaurantLogin(form: LoginForm): FieldErrors<keyof LoginForm> {
  const errors: FieldErrors<keyof LoginForm> = {};
  if (!form.email.trim()) errors.email = 'O email é obrigatório.';
  else if (!isValidEmail(form.email)) errors.email = 'Formato de email inválido.';
  if (!form.senha) errors.senha = 'A senha é obrigatória.';
  else if (form.senha.length < PASSWORD_MIN_LENGTH) errors.senha = 'A senha deve ter pelo menos 6 caracteres.';
  return errors;
}

/** SPEC.md section 5, Forgot password. */
export function validateResetEmail(email: string): string | null {
  return email.trim() && isValidEmail(email) ? null : 'Digite um e-mail válido.';
}
