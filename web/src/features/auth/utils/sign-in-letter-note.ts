/**
 * A sign-in letter carries a code, or an invitation to register when the address has no account;
 * the page never says which (the same words for both), so it cannot be asked who has an account.
 */
export function signInLetterNote(email: string): string {
  return `Мы отправили письмо на ${email}. Если с этим адресом ещё нет личного кабинета, в письме будет не код, а приглашение зарегистрироваться.`;
}
