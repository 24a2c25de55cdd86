import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of every account page: one card, one heading, focus-friendly order. */
export function AuthCard({ title, lead, children }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <main className="auth-page" id="main">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead ? <div className="lead">{lead}</div> : null}
        {children}
      </section>
    </main>
  );
}
