import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type ProfileTab = 'profile' | 'password';

export const TABS: { id: ProfileTab; label: 'profileTab' | 'passwordTab' }[] = [
  { id: 'profile', label: 'profileTab' },
  { id: 'password', label: 'passwordTab' },
];

export const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

interface ProfileTabsProps {
  selected: ProfileTab;
  onSelect(tab: ProfileTab): void;
}

/** The side menu as a vertical tab list: arrows, Home and End move between tabs (roving tabindex). */
export function ProfileTabs({ selected, onSelect }: ProfileTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length]!;
    onSelect(next.id);
    refs.current[next.id]?.focus();
  }

  return (
    <div
      className="profile-tabs"
      role="tablist"
      aria-label={t('profile.accountSettings')}
      aria-orientation="vertical"
      onKeyDown={onKeyDown}
    >
      {TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[tab.id] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={selected === tab.id}
          aria-controls={panelId(tab.id)}
          tabIndex={selected === tab.id ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {t(`profile.${tab.label}`)}
        </button>
      ))}
    </div>
  );
}
