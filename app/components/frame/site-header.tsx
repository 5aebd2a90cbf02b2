import { Icon } from '~/components/icons/icon';
import { Suspense, lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { localizePath } from '~/i18n/locale';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { dialogLinkProps, useAuthDialogs } from './auth-dialogs';
import { keepFormsAcrossLanguage } from './kept-across-language';
import { LogoMark } from './logo';
import { LogoutForm } from './logout-form';
import { MainNav } from './main-nav';
import { MobileDrawer } from './mobile-drawer';
import { type FrameUser, visibleMenu } from './navigation';

// The notice modal is needed only after a password-reset redirect, so its code loads only then.
const NoticeModal = lazy(() =>
  import('~/components/auth/notice-modal').then((module) => ({ default: module.NoticeModal })),
);

function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={`${localizePath(location.pathname, other)}${location.search}`}
      hrefLang={other}
      lang={other}
      aria-label={t('site.language.switchLabel')}
      onClick={keepFormsAcrossLanguage}
      className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-white/10"
    >
      {/* On a phone the word alone leaves the company name room to show in full. */}
      <Icon name="globe" className="hidden h-4 w-4 sm:block" />
      {t('site.language.switch')}
    </a>
  );
}

export function SiteHeader({ user }: { user: FrameUser }) {
  const { search } = useLocation();
  const t = useT();
  const to = useLocalePath();
  const entries = visibleMenu(user);
  const { show, dialogs } = useAuthDialogs();
  return (
    <header className="bg-navy-900 text-white print:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Link
          to={to('/')}
          className="flex min-w-0 items-center gap-2 sm:gap-3"
          aria-label={`${t('site.name')} – ${t('nav.home')}`}
        >
          <LogoMark />
          <span className="min-w-0">
            {/* On a phone the name may take two lines rather than be cut, and the tagline gives it the room. */}
            <span className="line-clamp-2 text-base leading-tight font-bold sm:block sm:truncate sm:text-lg">
              {t('site.name')}
            </span>
            <span className="hidden truncate text-xs text-sand-200 sm:block">{t('site.tagline')}</span>
          </span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {user ? (
            <>
              <Link
                to={to('/my-account')}
                className="hidden max-w-48 truncate rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-white/10 sm:block"
              >
                {user.name}
              </Link>
              <LogoutForm className="rounded-md border border-white/40 px-3 py-1.5 text-sm font-semibold whitespace-nowrap hover:bg-white/10" />
            </>
          ) : (
            <>
              <a
                href={to('/login')}
                {...dialogLinkProps('login', show)}
                data-anonymous
                className="rounded-md px-2 py-1.5 text-sm font-semibold whitespace-nowrap hover:bg-white/10"
              >
                {t('nav.login')}
              </a>
              <a
                href={to('/register')}
                {...dialogLinkProps('signup', show)}
                data-anonymous
                className="hidden rounded-md border border-sand-300 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-sand-100 hover:bg-white/10 sm:block"
              >
                {t('nav.register')}
              </a>
            </>
          )}
          <MobileDrawer entries={entries} user={user} onAuthDialog={show} />
        </div>
      </div>
      <div className="hidden border-t border-white/10 lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-1.5">
          <MainNav entries={entries} />
          <div className="flex items-center gap-2">
            {user ? (
              <Link to={to('/my-account')} className="rounded-md px-3 py-2 text-sm font-semibold hover:bg-white/10">
                {t('nav.myAccount')}
              </Link>
            ) : null}
            <Link
              to={to('/fleet-guide')}
              className="rounded-md bg-action-600 px-4 py-2 text-sm font-bold text-white hover:bg-action-700"
            >
              {t('nav.bookNow')}
            </Link>
          </div>
        </div>
      </div>
      {user ? null : dialogs}
      {new URLSearchParams(search).has('notice') ? (
        <Suspense fallback={null}>
          <NoticeModal onLogin={user ? undefined : () => show('login')} />
        </Suspense>
      ) : null}
    </header>
  );
}
