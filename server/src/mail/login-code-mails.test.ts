import { describe, expect, it } from 'vitest';
import { addressTakenNoticeMail, codeMail } from './login-code-mails';

const base = { code: '12345', expiresInMinutes: 10, publicUrl: 'https://coach.example', coach: { name: 'Мария Петрова', nameGenitive: 'Марии Петровой' } };

describe('code mails', () => {
  it('should greet the client by the name from her settings, escaped in the HTML part', () => {
    const mail = codeMail({ ...base, purpose: 'sign-in', name: 'Анна <b>' });
    expect(mail.text).toMatch(/^Здравствуйте, Анна <b>!/);
    expect(mail.html).toContain('Здравствуйте, Анна &lt;b&gt;!');
    expect(mail.subject).toBe('Код для входа: 12345');
  });

  it('should name the coach it is given, in the genitive in the lead and in the signature', () => {
    const mail = codeMail({ ...base, purpose: 'sign-in' });
    expect(mail.text).toContain('на сайт коуча Марии Петровой');
    expect(mail.text).toContain('Мария Петрова · коучинг');
    expect(mail.html).toContain('Мария Петрова · коучинг');
  });

  it('should greet without a name when she gave none, and name the purpose in the subject', () => {
    expect(codeMail({ ...base, purpose: 'account-deletion' }).text).toMatch(/^Здравствуйте!\n/);
    expect(codeMail({ ...base, purpose: 'account-deletion' }).subject).toBe('Код для удаления аккаунта: 12345');
    expect(codeMail({ ...base, purpose: 'email-change', name: null }).subject).toBe('Код для смены адреса: 12345');
  });

  it('should tell the owner of a taken address of the attempt without any code, the address escaped', () => {
    const mail = addressTakenNoticeMail({ email: 'anna<x>@example.ru', publicUrl: base.publicUrl, coach: base.coach });
    expect(mail.subject).toBe('Попытка привязать ваш адрес');
    expect(mail.text).toContain('anna<x>@example.ru');
    expect(mail.html).toContain('anna&lt;x&gt;@example.ru');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/\b\d{5}\b/);
  });
});
