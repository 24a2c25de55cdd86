import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** A visitor without a profile yet chooses the language here, before signing in or up. */
  languageSwitch?: boolean;
}

/** The frame of every account page: one card, one heading, focus-friendly order. */
export function AuthCard({ title, lead, children, languageSwitch = false }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <main className="auth-page" id="main">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead ? <div className="lead">{lead}</div> : null}
        {children}
        {languageSwitch ? (
          <p className="auth-language">
            <LanguageSwitch />
          </p>
        ) : null}
      </section>
    </main>
  );
}
