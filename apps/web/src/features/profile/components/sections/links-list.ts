/** The links a profile can show (shared by the section and its form). */
export const LINKS = [
  { key: 'github', label: 'GitHub', placeholder: 'https://github.com/you' },
  { key: 'linkedin', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/you' },
  { key: 'portfolio', label: 'Portfolio or website', placeholder: 'https://you.dev' },
] as const;
