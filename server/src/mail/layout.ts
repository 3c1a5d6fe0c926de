/** The coach the mail speaks for, as the practice's details name her at send time. */
export type MailCoach = {
  name: string;
  /** «Анны Смирновой», for «сайт коуча …» */
  nameGenitive: string;
};

/** Where the workers read the coach from: the practice's current details, read anew for every mail. */
export type MailCoachSource = () => Promise<MailCoach>;

/** The one place that turns the practice's details into the coach a mail names. */
export const mailCoachOf = (details: { coachName: string; coachNameGenitive: string }): MailCoach => ({
  name: details.coachName,
  nameGenitive: details.coachNameGenitive,
});

/** «Анна Смирнова · коучинг»: the layout's header, and the text part's signature. */
export const signatureOf = (coach: MailCoach): string => `${coach.name} · коучинг`;

/** The mail's colours: pale blue as in the web theme. */
export const palette = {
  accent: '#7FB3E6',
  accentPale: '#EAF3FC',
  /** A darker blue for links and small text: the pale accent is too light to read on white. */
  accentText: '#2F6FA8',
  text: '#1F2A37',
  muted: '#6B7A8C',
  page: '#F3F8FD',
} as const;

/** The salutation: by the name the client gave in her settings, when she gave one. */
export const greeting = (name?: string | null): string => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!');
