import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppLayout } from '../features/shell/app-layout';
import { onUnauthorized } from '../lib/api-client';
import { usePageHandle } from '../lib/page-handle';
import { useProfile } from '../lib/session/get-profile';
import { useProfileLanguage } from '../lib/session/profile-language';
import { getSessionQueryOptions, useVisitorStatus } from '../lib/session/use-visitor-status';
import { useDocumentTitle } from '../lib/use-document-title';
import { mayOpen, shellMenus } from './app-pages';
import { NewReservationHost } from './new-reservation-host';

/** Keeps the signed-in area out of search engines while it is shown. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** Everything under /app: the authentication check of spec §2, then the shell. */
export function Component() {
  const status = useVisitorStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useNoIndex();

  // Whoever enters starts from fresh user data: nothing cached for someone who signed out in this tab
  // is shown to whoever signs in next. Nothing below has mounted yet (the check is still running).
  useEffect(() => {
    const session = getSessionQueryOptions().queryKey;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== session[0] });
  }, [queryClient]);

  // A session that ends while the app is open (expired, signed out elsewhere) leads back to sign-in.
  useEffect(() => onUnauthorized(() => navigate('/accounts/login', { replace: true })), [navigate]);

  if (status === 'unknown') return <Loading />;
  if (status === 'signed-out') return <Navigate to="/accounts/login" replace state={{ from: location.pathname }} />;
  return <SignedInShell />;
}

/** The shell with the menus the user's role may see, and the page if the role may open it. */
function SignedInShell() {
  const { data: profile, isPending } = useProfile();
  const role = profile?.user_info.role;
  const menus = useMemo(() => shellMenus(role), [role]);
  const page = usePageHandle();
  const { t } = useTranslation();
  useProfileLanguage();
  // The shell is titled "Dashboard" (spec §2): its home is just that, every other page is named before it.
  useDocumentTitle(page ? (page.home ? t('shell.dashboard') : t('shell.pageTitle', { page: t(`pages.${page.title}`) })) : undefined);

  let content = <Outlet />;
  if (page && !mayOpen(page, role)) content = isPending ? <Loading /> : <AccessDenied />;
  return (
    <NewReservationHost>
      <AppLayout menus={menus}>{content}</AppLayout>
    </NewReservationHost>
  );
}

/** A page the table reserves for other roles (spec §6 wording). */
function AccessDenied() {
  const { t } = useTranslation();
  return (
    <div className="app-page">
      <h1>{t('shell.accessDenied')}</h1>
      <div className="card">
        <p>{t('shell.noPermission')}</p>
        <p>{t('shell.askAdmin')}</p>
      </div>
    </div>
  );
}
