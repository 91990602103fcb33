import type { Language } from '@aml/shared';
import type { OutgoingEmail } from './mailer.js';

/** E-mails in the recipient's language, plain text first, with a matching minimal HTML part. */
type Template = { subject: string; intro: string; action: string; outro: string };

const TEMPLATES = {
  email_verification: {
    en: {
      subject: 'Confirm your e-mail address',
      intro: 'Welcome! Confirm your e-mail address to finish setting up your account.',
      action: 'Confirm e-mail address',
      outro:
        'The link is valid for 48 hours. If you did not create an account, ignore this message.',
    },
    pl: {
      subject: 'Potwierdź swój adres e-mail',
      intro: 'Witamy! Potwierdź swój adres e-mail, aby dokończyć zakładanie konta.',
      action: 'Potwierdź adres e-mail',
      outro:
        'Link jest ważny przez 48 godzin. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.',
    },
  },
  password_reset: {
    en: {
      subject: 'Reset your password',
      intro: 'We received a request to reset the password of your account.',
      action: 'Set a new password',
      outro:
        'The link is valid for 60 minutes and can be used once. If you did not ask for it, ignore this message: your password stays unchanged.',
    },
    pl: {
      subject: 'Zresetuj hasło',
      intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta.',
      action: 'Ustaw nowe hasło',
      outro:
        'Link jest ważny przez 60 minut i można go użyć jeden raz. Jeśli to nie Ty o niego prosiłeś, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
    },
  },
  registration_attempt: {
    en: {
      subject: 'Someone tried to register with your e-mail address',
      intro:
        'Someone tried to create a new account with this e-mail address, but you already have an account. No new account was created.',
      action: 'Forgot your password? Set a new one',
      outro:
        'If it was you, log in with your password, or ask for a reset link from the page above. If it was not you, ignore this message: your account is unchanged.',
    },
    pl: {
      subject: 'Ktoś próbował założyć konto na Twój adres e-mail',
      intro:
        'Ktoś próbował założyć nowe konto z tym adresem e-mail, ale masz już konto. Nowe konto nie zostało utworzone.',
      action: 'Nie pamiętasz hasła? Ustaw nowe',
      outro:
        'Jeśli to Ty, zaloguj się swoim hasłem albo poproś o link do zmiany hasła na stronie powyżej. Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto pozostaje bez zmian.',
    },
  },
  account_deletion: {
    en: {
      subject: 'Confirm the deletion of your account',
      intro:
        'We received a request to delete your account. Your personal data will be erased; records your institution must keep by law stay with its team.',
      action: 'Confirm deletion',
      outro:
        'The link is valid for 60 minutes. If you did not ask for this, ignore this message and change your password.',
    },
    pl: {
      subject: 'Potwierdź usunięcie konta',
      intro:
        'Otrzymaliśmy prośbę o usunięcie Twojego konta. Twoje dane osobowe zostaną usunięte; dokumentacja, którą instytucja musi przechowywać z mocy prawa, pozostanie w jej zespole.',
      action: 'Potwierdź usunięcie',
      outro:
        'Link jest ważny przez 60 minut. Jeśli to nie Ty o to prosiłeś, zignoruj tę wiadomość i zmień hasło.',
    },
  },
  team_invitation: {
    en: {
      subject: 'Invitation to the team {team}',
      intro:
        '{inviter} invites you to work in the team "{team}" of the AML compliance application.',
      action: 'See the invitation',
      outro:
        'The invitation is valid for 7 days. If you do not have an account yet, you can create one from the link.',
    },
    pl: {
      subject: 'Zaproszenie do zespołu {team}',
      intro: '{inviter} zaprasza Cię do pracy w zespole „{team}” w aplikacji do obsługi AML.',
      action: 'Zobacz zaproszenie',
      outro:
        'Zaproszenie jest ważne przez 7 dni. Jeśli nie masz jeszcze konta, możesz je założyć z tego linku.',
    },
  },
  task_assigned: {
    en: {
      subject: 'Task: {title}',
      intro: 'A task of your team waits (assigned to {assignee}): "{title}".',
      action: 'Open the task',
      outro: 'You receive this because of your notification settings for new tasks.',
    },
    pl: {
      subject: 'Zadanie: {title}',
      intro: 'Zadanie Twojego zespołu czeka (przypisane: {assignee}) — „{title}”.',
      action: 'Otwórz zadanie',
      outro: 'Otrzymujesz tę wiadomość zgodnie z ustawieniami powiadomień o nowych zadaniach.',
    },
  },
  alert_raised: {
    en: {
      subject: 'Alert: {title}',
      intro: 'An alert of your team waits for a decision (assigned to {assignee}): "{title}".',
      action: 'Open the alert',
      outro: 'You receive this because of your notification settings for new alerts.',
    },
    pl: {
      subject: 'Alert: {title}',
      intro: 'Alert Twojego zespołu czeka na decyzję (przypisany: {assignee}) — „{title}”.',
      action: 'Otwórz alert',
      outro: 'Otrzymujesz tę wiadomość zgodnie z ustawieniami powiadomień o nowych alertach.',
    },
  },
} satisfies Record<string, Record<Language, Template>>;

export type EmailTemplate = keyof typeof TEMPLATES;

/** How a message names an assignee who is not there yet. */
export const NOBODY: Record<Language, string> = { en: 'nobody', pl: 'nikogo' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderActionEmail(
  template: EmailTemplate,
  language: Language,
  to: string,
  link: string,
  vars: Record<string, string> = {},
): OutgoingEmail {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '');
  const raw: Template = TEMPLATES[template][language];
  const t: Template = {
    subject: fill(raw.subject),
    intro: fill(raw.intro),
    action: fill(raw.action),
    outro: fill(raw.outro),
  };
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${t.action}: ${link}\n\n${t.outro}\n`,
    html: `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.outro)}</p>`,
  };
}
